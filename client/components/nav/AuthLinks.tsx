/** Signed out (SPEC §2.9, §6): Log In (to the sign-in page) and Sign Up. */
export function AuthLinks({ logIn, signUp }: { logIn: string; signUp: string }) {
  return (
    <>
      <li className="flex items-center">
        <a href={logIn} className="whitespace-nowrap px-2 text-sm font-semibold text-inherit no-underline hover:underline" data-testid="log-in-link">
          Log In
        </a>
      </li>
      <li className="hidden items-center sm:flex">
        <a
          href={signUp}
          className="whitespace-nowrap rounded-full bg-brand-600 px-4 py-2 text-sm font-bold text-white no-underline hover:bg-brand-700"
          data-testid="sign-up-link"
        >
          Sign Up
        </a>
      </li>
    </>
  );
}
