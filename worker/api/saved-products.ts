import * as v from 'valibot';
import { SAVED_PRODUCTS_PER_PAGE } from '#core/domain/constants.ts';
import type { AppEnv } from '#worker/env.ts';
import { readAuthToken } from '#worker/http/auth-cookie.ts';
import { Hono } from '#worker/http/hono.ts';
import { addSaved, listSaved, removeSaved } from '#worker/store/saved-operations.ts';
import { upstreamFailure } from './upstream-failure.ts';
import { readJsonBody } from './validate.ts';

const Add = v.object({ product_id: v.pipe(v.number('product_id must be a number'), v.integer(), v.minValue(1)) });
/** Pages of saved products read to tell every card's state; more than this many is not a person's list. */
const MAX_PAGES = 10;

const signedOut = (c: Parameters<typeof readAuthToken>[0]) => c.json({ error: 'Log in to save products.' }, 401);

/**
 * The signed-in user's saved products (SPEC §3, §7): GET which products are saved (each card's
 * state), POST one (JSON product_id), DELETE one by its saved id. Never cached; a 401 from the
 * store resets the session (worker/http/request-user.ts).
 */
export const savedProductsApi = new Hono<AppEnv>()
  .use(async (c, next) => {
    await next();
    c.header('Cache-Control', 'private, no-store');
  })
  .get('/', async (c) => {
    const token = readAuthToken(c);
    if (!token) return signedOut(c);
    try {
      const saved: { id: number; productId: number }[] = [];
      for (let page = 1; page <= MAX_PAGES; page++) {
        const result = await listSaved(c.get('config'), token, {
          page,
          perPage: SAVED_PRODUCTS_PER_PAGE,
          subtypes: [],
        });
        saved.push(...result.saved.map((s) => ({ id: s.id, productId: s.product.id })));
        if (page >= result.totalPages) break;
      }
      return c.json({ saved });
    } catch (error) {
      return upstreamFailure(c, error);
    }
  })
  .post('/', async (c) => {
    const token = readAuthToken(c);
    if (!token) return signedOut(c);
    const body = await readJsonBody(c, Add);
    if (!body.ok) return body.response;
    try {
      const id = await addSaved(c.get('config'), token, body.value.product_id);
      return c.json({ saved: { id, productId: body.value.product_id } }, 201);
    } catch (error) {
      return upstreamFailure(c, error);
    }
  })
  .delete('/:id', async (c) => {
    const token = readAuthToken(c);
    if (!token) return signedOut(c);
    const id = c.req.param('id');
    if (!/^[1-9]\d{0,15}$/.test(id)) return c.json({ error: 'Unknown saved product.' }, 404);
    try {
      await removeSaved(c.get('config'), token, Number(id));
      return c.body(null, 204);
    } catch (error) {
      return upstreamFailure(c, error);
    }
  });
