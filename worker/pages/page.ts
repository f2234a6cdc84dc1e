import type { Context } from 'hono';
import type { RouteName } from '#client/routes/table.ts';
import type { AppEnv } from '#worker/env.ts';

/**
 * A page route: its loader gathers what the page needs (D1 rows now, store calls as promises),
 * decides the status (404, redirect …) and renders through renderPage.
 */
export type PageHandler = (c: Context<AppEnv>) => Promise<Response>;

export type PageHandlers = Partial<Record<RouteName, PageHandler>>;
