import { Image } from '@tiptap/extension-image';
import {
  EditorContent,
  useEditor,
  useEditorState,
  type ChainedCommands,
  type Editor,
} from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { clsx } from 'clsx';
import {
  Bold,
  Code,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  Minus,
  Quote,
  Redo2,
  Strikethrough,
  Undo2,
  type LucideIcon,
} from 'lucide-react';
import { useId } from 'react';
import { PAGE_PROSE } from '@/features/custom-pages/public';
import { styleNonce } from '@/lib/csp-nonce';
import { useTrans } from '@/lib/i18n';

export interface RichTextEditorProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  errorMessage?: string;
}

/** Only http(s), mailto and paths of the site: the server refuses the rest anyway. */
function safeHref(value: string): string | null {
  const href = value.trim();
  if (!href) return null;
  if (href.startsWith('/') && !href.startsWith('//')) return href;
  if (/^mailto:/i.test(href)) return href;
  if (/^https?:\/\//i.test(href)) return href;
  if (/^[\w.-]+\.[a-z]{2,}(\/|$)/i.test(href)) return `https://${href}`;
  return null;
}

/** What the toolbar shows as pressed; a change to any re-renders it. */
const TRACKED_MARKS = [
  'bold',
  'italic',
  'strike',
  'code',
  'heading',
  'bulletList',
  'orderedList',
  'blockquote',
  'link',
];

interface ToolbarAction {
  label: string;
  icon: LucideIcon;
  run: (editor: Editor) => void;
  active?: (editor: Editor) => boolean;
  enabled?: (editor: Editor) => boolean;
}

/**
 * A button that turns a mark or a block (`name`, with `attributes` such as a heading's level)
 * on and off through `command`, and shows as pressed while it is on.
 */
function toggleAction(
  label: string,
  icon: LucideIcon,
  name: string,
  command: (chain: ChainedCommands) => ChainedCommands,
  attributes?: Record<string, unknown>,
): ToolbarAction {
  return {
    label,
    icon,
    run: (editor) => command(editor.chain().focus()).run(),
    active: (editor) => editor.isActive(name, attributes),
  };
}

/** A button that makes the block a heading of `level`, or a paragraph again. */
function headingAction(label: string, icon: LucideIcon, level: 2 | 3): ToolbarAction {
  return toggleAction(label, icon, 'heading', (chain) => chain.toggleHeading({ level }), {
    level,
  });
}

/**
 * The custom page editor: TipTap with a toolbar for bold, italic, strike, headings,
 * lists, quote, code, rule, link, image, undo and redo. It edits HTML, which the server sanitises
 * when the page is saved; what is shown here uses the public page's typography.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  onBlur,
  errorMessage,
}: RichTextEditorProps) {
  const t = useTrans();
  const labelId = useId();
  const errorId = useId();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ['mailto'],
          isAllowedUri: (url) => safeHref(url) !== null,
        },
      }),
      Image.configure({ inline: false }),
    ],
    content: value,
    immediatelyRender: true,
    // TipTap inserts a <style> of its own (ProseMirror's white-space and cursor rules): the
    // page's CSP lets it apply only with the page's nonce.
    injectNonce: styleNonce(),
    editorProps: {
      attributes: {
        class: clsx(PAGE_PROSE, 'min-h-72 px-4 py-3 outline-none'),
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(errorMessage ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
        'data-testid': 'rich-text-editor',
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => onBlur?.(),
  });

  // Re-render the toolbar when the selection's marks change.
  useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      active: TRACKED_MARKS.map((name) => current?.isActive(name) ?? false).join(),
      level: current?.getAttributes('heading').level as number | undefined,
      canUndo: current?.can().undo() ?? false,
      canRedo: current?.can().redo() ?? false,
    }),
  });

  const addLink = (current: Editor) => {
    const previous = (current.getAttributes('link').href as string | undefined) ?? '';
    const answer = window.prompt(t('Link address (https://…, mailto:… or /path)'), previous);
    if (answer === null) return;
    const href = safeHref(answer);
    if (!href) {
      current.chain().focus().extendMarkRange('link').unsetLink().run();
      return;
    }
    current.chain().focus().extendMarkRange('link').setLink({ href }).run();
  };

  const addImage = (current: Editor) => {
    const answer = window.prompt(t('Image address (https://… or /path)'));
    const src = answer ? safeHref(answer) : null;
    if (!src || src.startsWith('mailto:')) return;
    current.chain().focus().setImage({ src, alt: '' }).run();
  };

  const groups: ToolbarAction[][] = [
    [
      toggleAction(t('Bold'), Bold, 'bold', (chain) => chain.toggleBold()),
      toggleAction(t('Italic'), Italic, 'italic', (chain) => chain.toggleItalic()),
      toggleAction(t('Strikethrough'), Strikethrough, 'strike', (chain) => chain.toggleStrike()),
      toggleAction(t('Code'), Code, 'code', (chain) => chain.toggleCode()),
    ],
    [headingAction(t('Heading'), Heading2, 2), headingAction(t('Subheading'), Heading3, 3)],
    [
      toggleAction(t('Bulleted list'), List, 'bulletList', (chain) => chain.toggleBulletList()),
      toggleAction(t('Numbered list'), ListOrdered, 'orderedList', (chain) =>
        chain.toggleOrderedList(),
      ),
      toggleAction(t('Quote'), Quote, 'blockquote', (chain) => chain.toggleBlockquote()),
      {
        label: t('Divider'),
        icon: Minus,
        run: (e) => e.chain().focus().setHorizontalRule().run(),
      },
    ],
    [
      { label: t('Link'), icon: Link2, run: addLink, active: (e) => e.isActive('link') },
      { label: t('Image'), icon: ImagePlus, run: addImage },
    ],
    [
      {
        label: t('Undo'),
        icon: Undo2,
        run: (e) => e.chain().focus().undo().run(),
        enabled: (e) => e.can().undo(),
      },
      {
        label: t('Redo'),
        icon: Redo2,
        run: (e) => e.chain().focus().redo().run(),
        enabled: (e) => e.can().redo(),
      },
    ],
  ];

  return (
    <div className="flex flex-col gap-1.5">
      <span id={labelId} className="text-sm font-medium">
        {label}
      </span>
      <div
        className={clsx(
          'overflow-hidden rounded-lg border bg-bg transition focus-within:ring-2',
          errorMessage
            ? 'border-danger focus-within:ring-danger/25'
            : 'border-divider focus-within:border-primary focus-within:ring-primary/25',
        )}
      >
        <div
          role="toolbar"
          aria-label={t('Formatting')}
          className="flex flex-wrap items-center gap-1 border-b border-divider bg-bg-alt/60 px-2 py-1.5"
        >
          {groups.map((group, index) => (
            <div key={index} className="flex items-center gap-0.5">
              {index > 0 ? <span aria-hidden className="mx-1 h-5 w-px bg-divider" /> : null}
              {group.map((action) => {
                const Icon = action.icon;
                const active = editor && action.active ? action.active(editor) : false;
                const enabled = editor ? (action.enabled?.(editor) ?? true) : false;
                return (
                  <button
                    key={action.label}
                    type="button"
                    title={action.label}
                    aria-label={action.label}
                    aria-pressed={action.active ? active : undefined}
                    disabled={!enabled}
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => editor && action.run(editor)}
                    className={clsx(
                      'grid size-8 place-items-center rounded-md text-fg/80 outline-none transition',
                      'hover:bg-hover focus-visible:ring-2 focus-visible:ring-primary/50 disabled:opacity-40',
                      active && 'bg-primary/15 text-primary',
                    )}
                  >
                    <Icon className="size-4" aria-hidden />
                  </button>
                );
              })}
            </div>
          ))}
        </div>
        <EditorContent editor={editor} />
      </div>
      {errorMessage ? (
        <span id={errorId} className="text-sm text-danger">
          {errorMessage}
        </span>
      ) : null}
    </div>
  );
}
