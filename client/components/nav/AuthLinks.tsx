const logInClass = 'whitespace-nowrap px-2 text-sm font-semibold text-inherit no-underline hover:underline';
const signUpClass =
  'whitespace-nowrap rounded-full bg-brand-600 px-4 py-2 text-sm font-bold text-white no-underline hover:bg-brand-700';

/** Signed out (SPEC §2.9, §6): Log In (to the sign-in page) and Sign Up, as two items of the bar's list. */
export function AuthLinks({ logIn, signUp }: { logIn: string; signUp: string }) {
  return (
    <>
      <li className="flex items-center">
        <a href={logIn} className={logInClass} data-testid="log-in-link">
          Log In
        </a>
      </li>
      <li className="hidden items-center sm:flex">
        <a href={signUp} className={signUpClass} data-testid="sign-up-link">
          Sign Up
        </a>
      </li>
    </>
  );
}

/** The same two links inside one item: what a session the core API did not confirm streams in. */
export function AuthLinksInline({ logIn, signUp }: { logIn: string; signUp: string }) {
  return (
    <div className="flex items-center gap-1">
      <a href={logIn} className={logInClass} data-testid="log-in-link">
        Log In
      </a>
      <a href={signUp} className={`${signUpClass} hidden sm:inline-block`} data-testid="sign-up-link">
        Sign Up
      </a>
    </div>
  );
}
