import { zodResolver } from '@/lib/zod-resolver';
import {
  backstageRequestFormSchema,
  BACKSTAGE_MAX_PROOF_FILES,
  type BackstageRequestForm,
  type BackstageRequestType,
} from '@tonearm/shared/backstage/backstage.schemas';
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { BadgeCheck, FileText, ImagePlus, Plus, Trash2, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormTextField, TextField } from '@/components/ui/form-fields';
import { isApiError } from '@/lib/api-client';
import { applyServerErrors } from '@/lib/form-errors';
import { showHttpErrorToast } from '@/lib/http-errors';
import { useTrans } from '@/lib/i18n';
import { search } from '@/lib/search-api';
import {
  useCreateBackstageRequest,
  useManagedArtists,
  useUploadRequestFile,
} from '../api/backstage-requests';
import { backstageRequestPaths } from '../paths';
import { Form } from '@/components/ui/form';

interface ChosenArtist {
  id: number;
  name: string;
  image: string | null;
}

const TITLES: Record<BackstageRequestType, { title: string; text: string }> = {
  'become-artist': {
    title: 'Become an artist',
    text: 'Tell us about your music. Once approved, your artist profile is created and you can upload.',
  },
  'verify-artist': {
    title: 'Verify your artist profile',
    text: 'Choose the artist you manage and show us it is you.',
  },
  'claim-artist': {
    title: 'Claim an existing artist',
    text: 'Find your artist in the catalog and show us it is you.',
  },
};

function errorOf(error: unknown, field: string): string | undefined {
  const errors = isApiError(error) ? error.response?.data?.errors : undefined;
  const value = errors?.[field];
  return value ? String([value].flat()[0]) : undefined;
}

/** Chooses among the artists the user manages (verify-artist). */
function ManagedArtistChooser({
  value,
  onChange,
}: {
  value: ChosenArtist | null;
  onChange: (artist: ChosenArtist) => void;
}) {
  const t = useTrans();
  const artists = useManagedArtists();
  if (artists.isPending) return <p className="text-sm text-muted">{t('Loading…')}</p>;
  const unverified = (artists.data ?? []).filter((artist) => !artist.verified);
  if (unverified.length === 0)
    return (
      <p className="rounded-lg bg-bg-alt p-4 text-sm text-muted" data-testid="no-managed-artists">
        {t('You do not manage an unverified artist yet.')}{' '}
        <Link
          className="font-semibold text-primary underline"
          to={backstageRequestPaths.form('claim-artist')}
        >
          {t('Claim an existing artist')}
        </Link>
      </p>
    );
  return (
    <ArtistChoices
      artists={unverified}
      value={value}
      onChange={onChange}
      label={t('Your artists')}
    />
  );
}

function ArtistChoices({
  artists,
  value,
  onChange,
  label,
}: {
  artists: ChosenArtist[];
  value: ChosenArtist | null;
  onChange: (artist: ChosenArtist) => void;
  label: string;
}) {
  return (
    <ul aria-label={label} className="flex flex-col gap-1">
      {artists.map((artist) => {
        const selected = value?.id === artist.id;
        return (
          <li key={artist.id}>
            <button
              type="button"
              aria-pressed={selected}
              onClick={() => onChange(artist)}
              className={clsx(
                'flex w-full items-center gap-3 rounded-lg border px-3 py-2 text-left text-sm outline-none focus-visible:ring-2 focus-visible:ring-primary/50',
                selected ? 'border-primary bg-primary/10' : 'border-divider hover:bg-hover',
              )}
            >
              {artist.image ? (
                <img src={artist.image} alt="" className="size-9 rounded-full object-cover" />
              ) : (
                <span
                  aria-hidden
                  className="grid size-9 place-items-center rounded-full bg-bg-alt text-xs font-semibold"
                >
                  {artist.name.slice(0, 1).toUpperCase()}
                </span>
              )}
              <span className="flex-1 truncate font-medium">{artist.name}</span>
              {selected ? <BadgeCheck className="size-4 text-primary" aria-hidden /> : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** Searches the catalog's artists with the search API (claim-artist). */
function ArtistSearchChooser({
  value,
  onChange,
}: {
  value: ChosenArtist | null;
  onChange: (artist: ChosenArtist) => void;
}) {
  const t = useTrans();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text]);
  const results = useQuery({
    queryKey: ['backstage-requests', 'artist-search', query],
    queryFn: () => search(query, 8, ['artists']),
    enabled: query.length > 0,
  });
  const artists = results.data?.results.artists ?? [];
  return (
    <div className="flex flex-col gap-3">
      <TextField
        label={t('Search artists')}
        value={text}
        onChange={setText}
        type="search"
        placeholder={t('Artist name')}
      />
      {query && results.isSuccess && artists.length === 0 ? (
        <p className="text-sm text-muted">{t('No artists found.')}</p>
      ) : null}
      {artists.length ? (
        <ArtistChoices
          artists={artists.map((artist) => ({
            id: artist.id,
            name: artist.name,
            image: artist.image,
          }))}
          value={value}
          onChange={onChange}
          label={t('Search results')}
        />
      ) : null}
    </div>
  );
}

/**
 * The request form: artist name, image, links, proof files and a message; verify
 * and claim first choose the artist. Submitting opens the request-submitted page.
 */
export function RequestFormPage({ type }: { type: BackstageRequestType }) {
  const t = useTrans();
  const navigate = useNavigate();
  const create = useCreateBackstageRequest();
  const upload = useUploadRequestFile();
  const [artist, setArtist] = useState<ChosenArtist | null>(null);
  const [artistError, setArtistError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | undefined>();
  const [proofs, setProofs] = useState<{ id: number; name: string }[]>([]);
  const [fileError, setFileError] = useState<{ image?: string; proof?: string }>({});
  const imageInput = useRef<HTMLInputElement>(null);
  const proofInput = useRef<HTMLInputElement>(null);
  const messageId = useId();
  const form = useForm<BackstageRequestForm>({
    resolver: zodResolver(backstageRequestFormSchema),
    mode: 'onChange',
    defaultValues: { artist_name: '', image: null, links: [], message: '' },
  });
  const links = useFieldArray({ control: form.control, name: 'links' });
  const needsArtist = type !== 'become-artist';

  const chooseArtist = (chosen: ChosenArtist) => {
    setArtist(chosen);
    setArtistError(undefined);
    form.setValue('artist_name', chosen.name, { shouldValidate: true });
    if (chosen.image && !form.getValues('image')) form.setValue('image', chosen.image);
  };

  const uploadImage = async (file: File | undefined) => {
    if (!file) return;
    setFileError((errors) => ({ ...errors, image: undefined }));
    try {
      const entry = await upload.mutateAsync({ kind: 'image', file });
      form.setValue('image', entry.url, { shouldDirty: true });
    } catch (error) {
      const message = errorOf(error, 'file');
      if (message) setFileError((errors) => ({ ...errors, image: message }));
      else showHttpErrorToast(error);
    }
  };

  const uploadProofs = async (files: FileList | null) => {
    setFileError((errors) => ({ ...errors, proof: undefined }));
    for (const file of Array.from(files ?? [])) {
      if (file.name === '.DS_Store') continue;
      try {
        const entry = await upload.mutateAsync({ kind: 'proof', file });
        setProofs((current) =>
          current.length >= BACKSTAGE_MAX_PROOF_FILES
            ? current
            : [...current, { id: entry.id, name: entry.name }],
        );
      } catch (error) {
        const message = errorOf(error, 'file');
        if (message) setFileError((errors) => ({ ...errors, proof: `${file.name}: ${message}` }));
        else showHttpErrorToast(error);
      }
    }
  };

  const handleSubmit = form.handleSubmit((values) => {
    if (needsArtist && !artist) {
      setArtistError(t('Choose an artist.'));
      return;
    }
    setFormError(undefined);
    create.mutate(
      {
        type,
        artist_id: needsArtist ? artist!.id : null,
        artist_name: values.artist_name,
        image: values.image,
        links: values.links,
        proof_file_ids: proofs.map((proof) => proof.id),
        message: values.message || null,
      },
      {
        onSuccess: (request) => void navigate(backstageRequestPaths.submitted(request.id)),
        onError: (error) => {
          const body = isApiError(error) ? error.response?.data : undefined;
          // A refusal of the whole request (a second pending one) shows above the button.
          if (body?.message && !Object.keys(body.errors ?? {}).length) {
            setFormError(body.message);
            return;
          }
          const artistMessage = errorOf(error, 'artist_id');
          if (artistMessage) {
            setArtistError(artistMessage);
            return;
          }
          const linkFields = values.links.flatMap((_, index) => [
            `links.${index}.url` as const,
            `links.${index}.title` as const,
          ]);
          applyServerErrors(error, form.setError, [
            'artist_name',
            'image',
            'message',
            ...linkFields,
          ]);
        },
      },
    );
  });

  const image = useWatch({ control: form.control, name: 'image' });
  const { title, text } = TITLES[type];

  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-8 md:px-8 md:py-12">
      <Link to={backstageRequestPaths.index()} className="text-sm text-muted hover:underline">
        {t('Backstage')}
      </Link>
      <h1 className="mt-1 text-2xl font-bold tracking-tight md:text-3xl">{t(title)}</h1>
      <p className="mt-2 text-sm text-muted">{t(text)}</p>

      <Form
        onSubmit={handleSubmit}
        className="mt-8 flex flex-col gap-8"
        data-testid="backstage-request-form"
      >
        {needsArtist ? (
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 text-sm font-semibold">{t('Artist')}</legend>
            {type === 'verify-artist' ? (
              <ManagedArtistChooser value={artist} onChange={chooseArtist} />
            ) : (
              <ArtistSearchChooser value={artist} onChange={chooseArtist} />
            )}
            {artistError ? (
              <p role="alert" className="text-sm text-danger">
                {artistError}
              </p>
            ) : null}
          </fieldset>
        ) : null}

        <FormTextField
          control={form.control}
          name="artist_name"
          label={t('Artist name')}
          isRequired
        />

        <div className="flex flex-col gap-2">
          <span className="text-sm font-medium">{t('Image')}</span>
          <div className="flex items-center gap-4">
            {image ? (
              <img
                src={image}
                alt={t('Artist image')}
                className="size-20 rounded-full border border-divider object-cover"
              />
            ) : (
              <span className="grid size-20 place-items-center rounded-full border border-dashed border-divider text-muted">
                <ImagePlus className="size-6" aria-hidden />
              </span>
            )}
            <div className="flex gap-2">
              <Button variant="secondary" onPress={() => imageInput.current?.click()}>
                {image ? t('Change image') : t('Upload image')}
              </Button>
              {image ? (
                <Button variant="ghost" onPress={() => form.setValue('image', null)}>
                  {t('Remove')}
                </Button>
              ) : null}
            </div>
            <input
              ref={imageInput}
              type="file"
              accept="image/*"
              className="hidden"
              data-testid="image-input"
              aria-label={t('Upload image')}
              onChange={(event) => {
                void uploadImage(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </div>
          {fileError.image ? <p className="text-sm text-danger">{fileError.image}</p> : null}
        </div>

        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-sm font-semibold">{t('Links')}</legend>
          {links.fields.map((field, index) => (
            <div key={field.id} className="flex flex-col gap-2 sm:flex-row sm:items-start">
              <FormTextField
                control={form.control}
                name={`links.${index}.url`}
                label={t('URL')}
                placeholder="https://"
                className="flex-1"
              />
              <FormTextField
                control={form.control}
                name={`links.${index}.title`}
                label={t('Title')}
                className="sm:w-48"
              />
              <Button
                variant="ghost"
                aria-label={t('Remove link')}
                className="self-end sm:mt-7 sm:self-auto"
                onPress={() => links.remove(index)}
              >
                <Trash2 className="size-4" aria-hidden />
              </Button>
            </div>
          ))}
          <div>
            <Button
              variant="secondary"
              size="sm"
              onPress={() => links.append({ url: '', title: '' })}
            >
              <Plus className="size-4" aria-hidden />
              {t('Add link')}
            </Button>
          </div>
        </fieldset>

        <fieldset className="flex flex-col gap-3">
          <legend className="mb-1 text-sm font-semibold">{t('Proof files')}</legend>
          <p className="text-xs text-muted">
            {t(
              'Documents or images that show the artist is you: a contract, a press kit, a screenshot of your social profile.',
            )}
          </p>
          {proofs.length ? (
            <ul className="flex flex-col gap-1" aria-label={t('Proof files')}>
              {proofs.map((proof) => (
                <li
                  key={proof.id}
                  className="flex items-center gap-2 rounded-lg border border-divider px-3 py-2 text-sm"
                >
                  <FileText className="size-4 text-muted" aria-hidden />
                  <span className="flex-1 truncate">{proof.name}</span>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t('Remove :name', { name: proof.name })}
                    onPress={() =>
                      setProofs((current) => current.filter((item) => item.id !== proof.id))
                    }
                  >
                    <X className="size-4" aria-hidden />
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
          <div>
            <Button
              variant="secondary"
              size="sm"
              isDisabled={proofs.length >= BACKSTAGE_MAX_PROOF_FILES || upload.isPending}
              onPress={() => proofInput.current?.click()}
            >
              <Plus className="size-4" aria-hidden />
              {t('Add files')}
            </Button>
            <input
              ref={proofInput}
              type="file"
              multiple
              className="hidden"
              data-testid="proof-input"
              aria-label={t('Add files')}
              onChange={(event) => {
                void uploadProofs(event.target.files);
                event.target.value = '';
              }}
            />
          </div>
          {fileError.proof ? <p className="text-sm text-danger">{fileError.proof}</p> : null}
        </fieldset>

        <Controller
          control={form.control}
          name="message"
          render={({ field, fieldState }) => (
            <div className="flex flex-col gap-1.5">
              <label htmlFor={messageId} className="text-sm font-medium">
                {t('Message')}
              </label>
              <textarea
                id={messageId}
                {...field}
                rows={4}
                className="rounded-lg border border-divider bg-bg px-3 py-2 text-base outline-none focus:border-primary focus:ring-2 focus:ring-primary/25"
              />
              {fieldState.error ? (
                <span className="text-sm text-danger">{fieldState.error.message}</span>
              ) : null}
            </div>
          )}
        />

        {formError ? (
          <p role="alert" className="rounded-lg bg-danger/10 p-3 text-sm text-danger">
            {formError}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button
            type="submit"
            isDisabled={
              !form.formState.isValid ||
              create.isPending ||
              upload.isPending ||
              (needsArtist && !artist)
            }
          >
            {t('Send request')}
          </Button>
        </div>
      </Form>
    </section>
  );
}

export function BecomeArtistPage() {
  return <RequestFormPage type="become-artist" />;
}

export function VerifyArtistPage() {
  return <RequestFormPage type="verify-artist" />;
}

export function ClaimArtistPage() {
  return <RequestFormPage type="claim-artist" />;
}
