/**
 * The typography of a custom page's HTML, shared by the public page and the admin
 * editor so that what the admin writes looks as it will be read.
 */
export const PAGE_PROSE = [
  'text-base leading-7 text-fg/90 break-words',
  '[&_h1]:mt-8 [&_h1]:mb-4 [&_h1]:text-3xl [&_h1]:font-bold [&_h1]:tracking-tight [&_h1]:text-fg',
  '[&_h2]:mt-8 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-fg',
  '[&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-fg',
  '[&_h4]:mt-5 [&_h4]:mb-2 [&_h4]:font-semibold [&_h4]:text-fg',
  '[&_p]:my-4 [&_strong]:font-semibold [&_strong]:text-fg',
  '[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2 hover:[&_a]:brightness-110',
  '[&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1.5 [&_li>p]:my-0',
  '[&_blockquote]:my-5 [&_blockquote]:border-l-4 [&_blockquote]:border-primary/60 [&_blockquote]:pl-4 [&_blockquote]:text-muted [&_blockquote]:italic',
  '[&_code]:rounded [&_code]:bg-fg/10 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.9em]',
  '[&_pre]:my-5 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-fg/10 [&_pre]:p-4 [&_pre_code]:bg-transparent [&_pre_code]:p-0',
  '[&_hr]:my-8 [&_hr]:border-divider [&_img]:my-5 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg',
  '[&_table]:my-5 [&_table]:w-full [&_table]:border-collapse [&_th]:border [&_th]:border-divider [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_td]:border [&_td]:border-divider [&_td]:px-3 [&_td]:py-2',
  '[&>*:first-child]:mt-0',
].join(' ');
