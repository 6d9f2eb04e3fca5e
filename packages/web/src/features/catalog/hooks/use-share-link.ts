import { toast } from '@/components/ui/toast/toast-store';
import { useTrans } from '@/lib/i18n';

/** Copies an app path as an absolute URL (share links copy the page URL). */
export function useShareLink() {
  const t = useTrans();
  return (path: string = location.pathname) => {
    const url = new URL(path, location.origin).href;
    const done = () => toast(t('Copied link to clipboard'));
    if (navigator.clipboard?.writeText) {
      navigator.clipboard
        .writeText(url)
        .then(done, () => toast.danger(t('Could not copy the link')));
    } else {
      window.prompt(t('Copy link'), url);
    }
  };
}
