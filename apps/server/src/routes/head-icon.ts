import { avatarFileSchema as avatarFile, ENDPOINTS, fail, HEAD_ICON_COUNT, type HeadIcon } from '@lobby/contract';
import { PROFILE_PATHS } from '@lobby/contract/constants';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { avatarSvg } from '../adapters/avatar-art';
import { hash } from '../adapters/svg';
import type { Serve } from '../http/endpoint-route';
import type { AccountsService } from '../services/accounts-service';

const urlOf = (iconId: number) => `${PROFILE_PATHS.avatarImage}/${iconId}.svg`;

/** The answer for a member: the chosen picture, else one picked from the member id, and every choice. */
function headIcon(memberId: string, chosen: number | null): HeadIcon {
  const iconId = chosen ?? (hash(memberId) % HEAD_ICON_COUNT) + 1;
  const choices = Array.from({ length: HEAD_ICON_COUNT }, (_, i) => ({ iconId: i + 1, iconUrl: urlOf(i + 1) }));
  return { iconId, iconUrl: urlOf(iconId), choices };
}

/** A member's head icon (known-api.md): read it, or choose another (form-encoded `iconId`); the pictures themselves. */
export function headIconRoutes(app: FastifyInstance, serve: Serve, deps: { accounts: AccountsService }) {
  serve(app, ENDPOINTS.headIcon, ({ member }) => headIcon(member.id, member.headIcon));

  serve(app, ENDPOINTS.chooseHeadIcon, async ({ member, body: { iconId } }) => {
    await deps.accounts.chooseHeadIcon(member.id, iconId);
    return headIcon(member.id, iconId);
  });

  // A picture, not an answer of the API: no endpoint.

  const avatars = new Map<number, string>();
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(`${PROFILE_PATHS.avatarImage}/:file`, { schema: { params: avatarFile } }, async (request, reply) => {
      const id = Number(request.params.file.replace(/\.svg$/, ''));
      if (id < 1 || id > HEAD_ICON_COUNT) return reply.status(404).send(fail('request.notFound'));
      let svg = avatars.get(id);
      if (!svg) avatars.set(id, (svg = avatarSvg(id)));
      return reply.header('content-type', 'image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
    });
}
