import { describe, it } from 'vitest';
import { apiClient } from './api';
import { TEST_DATABASES } from './databases';
import { useTestApp } from './harness';
import { latestEmail, latestSmsCode } from './dev-tools';
import { accountsRepo } from '../src/db/repositories/accounts-repo';
import { accountsService } from '../src/services/accounts-service';

describe.each(TEST_DATABASES)('probe $name', (database) => {
  const t = useTestApp(database, { LOBBY_DEV_TOOLS: '1' });
  it('probes', async () => {
    const a = apiClient(t, '10.9.9.9');
    await accountsService(accountsRepo(t.runtime.database.db), { sessionTtlMs: 3_600_000 }).register('DEMO', { username: 'erin01', password: 'erin-pass-1', email: 'erin@example.com', countryDialingCode: '+95', mobile: '9000000001' });
    const before = (await a.login({ username: 'erin01', password: 'erin-pass-1' })).json().value.token;
    console.log((await a.form('/wps/member/password/email', 'username=erin01&email=erin@example.com')).body);
    const mail = await latestEmail(t.app, 'erin@example.com');
    console.log(mail);
    const temp = mail!.match(/password is (\S+)\./)![1]!;
    const tl = await a.login({ username: 'erin01', password: temp });
    console.log('temp', tl.statusCode, tl.json().value?.mustChangePassword);
    const ol = await a.login({ username: 'erin01', password: 'erin-pass-1' });
    console.log('old after temp', ol.statusCode, ol.json().value?.mustChangePassword);
    const ch = await a.sealed('PUT', '/wps/member/password', { old_password: '', password: 'hijack-9', confimpsw: 'hijack-9' }, { Authorization: before });
    console.log('old session change w/o old pw', ch.statusCode, ch.body);
    // reset by sms: same password consumes code?
    await a.post('/wps/member/password/sms', { mobileNum: '9000000001', countryDialingCode: '+95' });
    const code = await latestSmsCode(t.app, '+95 9000000001');
    const same = await a.sealed('POST', '/wps/member/password/verification', { newPassword: 'hijack-9', mobileNum: '9000000001', countryDialingCode: '+95', verificationCode: code });
    console.log('same', same.statusCode, same.body);
    const again = await a.sealed('POST', '/wps/member/password/verification', { newPassword: 'other-pass-3', mobileNum: '9000000001', countryDialingCode: '+95', verificationCode: code });
    console.log('again', again.statusCode, again.body);
  });
});
