import { fail, HEAD_ICON_COUNT, headIconChoiceSchema, ok, type HeadIcon } from '@lobby/contract';
import { PROFILE_PATHS } from '@lobby/contract/constants';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { avatarSvg } from '../adapters/avatar-art';
import { hash } from '../adapters/svg';
import { requestContext } from '../http/request-context';
import { parsePayload } from '../http/request-body';
import { memberOf } from '../http/viewer';
import type { AccountsService } from '../services/accounts-service';
import type { MerchantDirectory } from '../services/merchants';

const avatarFile = z.object({ file: z.string().regex(/^\d{1,2}\.svg$/) });
const urlOf = (iconId: number) => `${PROFILE_PATHS.avatarImage}/${iconId}.svg`;

/** The answer for a member: the chosen picture, else one picked from the member id, and every choice. */
function headIcon(memberId: string, chosen: number | null): HeadIcon {
  const iconId = chosen ?? (hash(memberId) % HEAD_ICON_COUNT) + 1;
  const choices = Array.from({ length: HEAD_ICON_COUNT }, (_, i) => ({ iconId: i + 1, iconUrl: urlOf(i + 1) }));
  return { iconId, iconUrl: urlOf(iconId), choices };
}

/** A member's head icon (known-api.md): read it, or choose another (form-encoded `iconId`). */
export function headIconRoutes(app: FastifyInstance, deps: { accounts: AccountsService; merchants: MerchantDirectory }) {
  app.get(PROFILE_PATHS.headIcon, async (request) => {
    const ctx = await requestContext(request, deps.merchants);
    const member = await memberOf(request, deps.accounts, ctx.merchant);
    return ok(headIcon(member.id, member.headIcon));
  });

  app.post(PROFILE_PATHS.headIcon, async (request) => {
    const ctx = await requestContext(request, deps.merchants);
    const member = await memberOf(request, deps.accounts, ctx.merchant);
    const { iconId } = parsePayload(headIconChoiceSchema, request.body);
    await deps.accounts.chooseHeadIcon(member.id, iconId);
    return ok(headIcon(member.id, iconId));
  });

  const avatars = new Map<number, string>();
  app.withTypeProvider<ZodTypeProvider>().get(`${PROFILE_PATHS.avatarImage}/:file`, { schema: { params: avatarFile } }, async (request, reply) => {
    const id = Number(request.params.file.replace(/\.svg$/, ''));
    if (id < 1 || id > HEAD_ICON_COUNT) return reply.status(404).send(fail('request.notFound'));
    let svg = avatars.get(id);
    if (!svg) avatars.set(id, (svg = avatarSvg(id)));
    return reply.header('content-type', 'image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
  });
}
