import { Link } from 'react-router';
import { useTrans } from '@/lib/i18n';

/** The 404 page. */
export function NotFoundRoute() {
  const t = useTrans();
  return (
    <section
      className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center px-6 text-center"
      data-testid="not-found-page"
    >
      <div className="relative mb-8 select-none" aria-hidden>
        <div className="text-[7rem] leading-none font-black tracking-tighter text-fg/5 md:text-[10rem]">
          404
        </div>
        <div className="absolute inset-0 grid place-items-center">
          <div className="size-20 rounded-full border-[10px] border-fg/80 shadow-inner md:size-28">
            <div className="mx-auto mt-[calc(50%-0.5rem)] size-4 rounded-full bg-primary" />
          </div>
        </div>
      </div>
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">
        {t("Looks like you've found the doorway to the great nothing")}
      </h1>
      <Link
        to="/"
        className="mt-8 rounded-full bg-primary px-6 py-3 text-sm font-semibold text-on-primary shadow-sm transition hover:brightness-110"
      >
        {t('Take me there!')}
      </Link>
    </section>
  );
}
