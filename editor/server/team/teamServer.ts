/**
 * The team editor: the page editor as a service for the whole team, behind HTTPS (a reverse proxy
 * such as Caddy in front). It is the editor's server (../editorServer.ts) with the team's way of
 * knowing who is asking (teamAccess.ts: sessions, roles, the origin). People sign in with their
 * e-mail and password; each edits a draft of their own (drafts.ts) through the same content routes
 * as the laptop editor (../contentHandlers.ts), so minimal saves, checks, the photo pipeline and
 * page moves work the same; publishers publish and review. Publishing's routes are answered over
 * the team's plans (teamPlans.ts), which find the draft a plan reads themselves. The team's own
 * routes are answered by subject: people (peopleHandlers.ts), reviews (reviewHandlers.ts), shared
 * previews (shareHandlers.ts) and planned publishes (scheduleHandlers.ts).
 * Nothing secret is ever logged or answered: not a password, a hash, a session id or a link's token.
 */
import { productionApp } from '../editorApp.ts';
import { startEditorServer } from '../editorServer.ts';
import { planHandlers } from '../publishPlans.ts';
import { peopleHandlers } from './peopleHandlers.ts';
import { reviewHandlers, reviewItems } from './reviewHandlers.ts';
import { planning, scheduledItems, scheduleHandlers } from './scheduleHandlers.ts';
import { shareHandlers } from './shareHandlers.ts';
import { openTeam, type TeamHandlers, type TeamOptions } from './team.ts';
import { teamAccess } from './teamAccess.ts';
import { teamPlans } from './teamPlans.ts';

export interface TeamServerOptions extends TeamOptions {
  host: string;
  port: number;
  /** The editor's app as built by `npm run build:editor`. */
  appDir: string;
}

export interface RunningTeamServer {
  /** Where this server listens (EDITOR_URL is where people reach it, through the proxy). */
  url: string;
  close(): Promise<void>;
}

export async function startTeamServer(options: TeamServerOptions): Promise<RunningTeamServer> {
  const team = await openTeam(options);
  const handlers = {
    ...peopleHandlers(team),
    ...reviewHandlers(team),
    ...shareHandlers(team),
    ...scheduleHandlers(team),
  } satisfies TeamHandlers;
  // Publishing's routes (../publishPlans.ts) over the team's plans: a person's own draft, or a review's author's.
  const planAnswers = planHandlers(
    teamPlans({
      ...team,
      authorOf: (record) => team.people.byId(record.authorId)!,
      reviewItem: reviewItems(team),
      scheduledItem: scheduledItems(team),
      planning,
    }),
  );
  const running = await startEditorServer({ host: options.host, port: options.port }, async () => ({
    access: teamAccess(team, handlers, planAnswers),
    app: productionApp(options.appDir),
  }));
  // Listening: what fell due while the server was off publishes now, and the timer waits for the next.
  team.scheduled.start();
  return {
    url: `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${running.port}`,
    close: () => {
      team.scheduled.close();
      return running.close();
    },
  };
}
