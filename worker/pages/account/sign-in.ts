import { type LogInData, logInUnit } from '../log-in.tsx';
import { definePage } from '../unit/define-page.ts';

/**
 * /sign_in (SPEC §2.4), where protected pages send signed-out visitors with the path to come back
 * to: the log-in unit itself (docs/decisions/022), so the in-app form outside production and the
 * external log-in page, by way of the /login callback, in production.
 */
export const signInPage = definePage<LogInData>({ ...logInUnit, route: 'sign-in' });
