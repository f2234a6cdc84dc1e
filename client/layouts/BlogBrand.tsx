import { Logo } from '#client/components/nav/Logo.tsx';
import { pathTo } from '#core/routes/paths.ts';

/** The blog's logo in its inverted header (SPEC §2.7): the company mark and the "Yours" wordmark. */
export function BlogBrand({ companyName }: { companyName: string }) {
  return (
    <span className="flex min-w-0 items-center gap-3">
      <Logo name={companyName} markOnly />
      <span aria-hidden="true" className="h-6 w-px bg-slate-600" />
      <a
        href={pathTo('yours')}
        className="flex min-w-0 flex-col leading-none text-inherit no-underline"
        data-testid="blog-logo"
      >
        <span className="font-serif text-2xl font-bold italic tracking-tight">Yours</span>
        <span className="mt-0.5 truncate text-[0.65rem] uppercase tracking-wider text-slate-300">
          <span className="sr-only">— </span>the {companyName} blog
        </span>
      </a>
    </span>
  );
}
