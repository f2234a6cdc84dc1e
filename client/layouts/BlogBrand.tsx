import { Logo } from '../components/nav/Logo.tsx';
import { pathTo } from '../routes/paths.ts';

/** The blog's logo in its inverted header (SPEC §2.7): the company mark and the "Yours" wordmark. */
export function BlogBrand({ companyName }: { companyName: string }) {
  return (
    <span className="flex items-center gap-3">
      <span className="hidden sm:flex"><Logo name={companyName} compact /></span>
      <span aria-hidden="true" className="hidden h-6 w-px bg-slate-600 sm:block" />
      <a href={pathTo('yours')} className="flex items-baseline gap-2 text-inherit no-underline" data-testid="blog-logo">
        <span className="font-serif text-2xl font-bold italic tracking-tight">Yours</span>
        <span className="hidden text-xs text-slate-300 xl:inline">— the {companyName} blog</span>
        <span className="sr-only xl:hidden">— the {companyName} blog</span>
      </a>
    </span>
  );
}
