import { describe, expect, it } from 'vitest';
import { gameListQuerySchema } from './game-list';

describe('game list query', () => {
  it.each([
    [{}],
    [{ merchant: 'DEMO', platform: 'html5', clientType: '2', language: 'en' }],
    // What the client sends for the NEW filter: empty classification and limits, isNew 1.
    [
      {
        gameName: '',
        gameType: '',
        pageNo: '1',
        pageSize: '36',
        vassalage: '',
        gameClassify: '',
        minBet: '',
        minLine: '',
        isNew: '1',
      },
    ],
    [{ gameType: 'RNG', gameClassify: 'BG' }],
    [{ gameType: 'SPORTS', vassalage: 'AV,AI,IMES,TF,IA' }],
    [{ pageSize: '200', pageNo: '999' }],
    [{ minBet: '0.5', minLine: '10' }],
    [{ gameName: 'x'.repeat(50) }],
    [{ gameName: `  ${'x'.repeat(50)}  ` }],
  ])('accepts %j', (query) => {
    expect(gameListQuerySchema.safeParse(query).success).toBe(true);
  });

  it.each([
    [{ gameType: 'SLOTS' }, 'gameType'],
    [{ gameType: 'rng' }, 'gameType'],
    [{ platform: 'flash' }, 'platform'],
    [{ clientType: '1' }, 'clientType'],
    [{ language: 'fr' }, 'language'],
    [{ pageNo: '0' }, 'pageNo'],
    [{ pageNo: '-1' }, 'pageNo'],
    [{ pageNo: '1.5' }, 'pageNo'],
    [{ pageNo: 'abc' }, 'pageNo'],
    [{ pageSize: '201' }, 'pageSize'],
    [{ pageSize: '0' }, 'pageSize'],
    [{ isNew: 'yes' }, 'isNew'],
    [{ isNew: 'true' }, 'isNew'],
    [{ vassalage: 'JL;DROP' }, 'vassalage'],
    [{ gameClassify: 'B G' }, 'gameClassify'],
    [{ minBet: 'cheap' }, 'minBet'],
    [{ minLine: '-3' }, 'minLine'],
    [{ gameName: 'x'.repeat(51) }, 'gameName'],
    [{ merchant: 'bad merchant!' }, 'merchant'],
    [{ pageNo: ['1', '2'] }, 'pageNo'],
  ])('rejects %j at %s', (query, field) => {
    const result = gameListQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path[0])).toContain(field);
  });

  it('fills defaults and coerces strings', () => {
    expect(gameListQuerySchema.parse({})).toEqual({
      pageNo: 1,
      pageSize: 36,
      vassalage: [],
      isNew: false,
      isHot: false,
    });
    expect(
      gameListQuerySchema.parse({
        gameName: '  Golden ',
        gameType: 'SPORTS',
        vassalage: ' av, AI ,,IMES,av',
        gameClassify: 'bg',
        pageNo: '3',
        pageSize: '',
        isNew: '1',
        minBet: '',
      }),
    ).toEqual({
      gameName: 'Golden',
      gameType: 'SPORTS',
      vassalage: ['AV', 'AI', 'IMES'],
      gameClassify: 'BG',
      pageNo: 3,
      pageSize: 36,
      isNew: true,
      isHot: false,
      minBet: undefined,
    });
  });

  it("reads ELOTTO, the spec's other spelling, as ELOTT; other unknown types are refused", () => {
    expect(gameListQuerySchema.parse({ gameType: 'ELOTTO' }).gameType).toBe('ELOTT');
    expect(gameListQuerySchema.parse({ gameType: 'ELOTT' }).gameType).toBe('ELOTT');
    expect(gameListQuerySchema.safeParse({ gameType: 'LOTTO' }).success).toBe(false);
  });

  it('treats a blank search as no search', () => {
    expect(gameListQuerySchema.parse({ gameName: '   ' }).gameName).toBeUndefined();
  });
});
