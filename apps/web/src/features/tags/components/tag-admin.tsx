import type { Tag } from '@pageshelf/contracts/content';
import { type FormEvent, type InputHTMLAttributes, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '#components/ui/button';
import { ConfirmDialog } from '#components/ui/confirm-dialog';
import { DialogActions } from '#components/ui/dialog-actions';
import { Field } from '#components/ui/field';
import { FormAlert } from '#components/ui/form-alert';
import { Modal } from '#components/ui/modal';
import { PageHeader } from '#components/ui/page-header';
import { Skeleton } from '#components/ui/skeleton';
import { ErrorState } from '#components/ui/states';
import { paths } from '#config/paths';
import { countOf } from '#lib/format-count';
import { toast } from '#lib/toast';
import { useDocumentTitle } from '#lib/use-document-title';
import { useCreateTag } from '../api/create-tag';
import { useDeleteTag } from '../api/delete-tag';
import { useTags } from '../api/get-tags';
import { useMergeTag } from '../api/merge-tag';
import { useRenameTag } from '../api/rename-tag';
import './tags.css';
import { MAX_TAG_TITLE_LENGTH } from '@pageshelf/contracts/tag';
import { MAX_SLUG_LENGTH, slugOf } from '@pageshelf/domain/routes';

type Action = { kind: 'rename' | 'merge' | 'delete'; tag: Tag };

const ACTION_LABELS: Record<Action['kind'], string> = { rename: 'Rename', merge: 'Merge', delete: 'Delete' };

const errorText = (error: unknown) => (error instanceof Error ? error.message : null);

/** A row's button that opens the dialog of its action ("Rename", named "Rename #Glassmorphism"). */
function ActionButton({
  action,
  onPick,
  disabled,
  className,
}: {
  action: Action;
  onPick: (action: Action) => void;
  disabled?: boolean;
  className?: string;
}) {
  const label = ACTION_LABELS[action.kind];
  return (
    <Button
      size="sm"
      variant="ghost"
      className={className}
      aria-label={`${label} #${action.tag.title}`}
      disabled={disabled}
      onClick={() => onPick(action)}
    >
      {label}
    </Button>
  );
}

/** `/components/tags` for administrators: every tag with its count, and create, rename, merge, delete. */
export function TagAdmin() {
  const tags = useTags();
  const [action, setAction] = useState<Action | null>(null);
  useDocumentTitle('Component tags');
  const items = tags.data?.items ?? [];
  const close = () => setAction(null);

  return (
    <div className="page">
      <PageHeader
        eyebrow="Administration"
        title="Component tags"
        lede="Tags describe what a component does, across categories. Create, rename, merge or delete them here; every change shows on the library at once."
      />
      <CreateTagForm />
      {tags.isPending ? (
        <Skeleton height={240} radius={16} />
      ) : tags.isError ? (
        <ErrorState title="The tags could not be loaded" onRetry={() => void tags.refetch()} />
      ) : (
        <div className="tag-admin-table-wrap">
          <table className="tag-admin-table">
            <caption className="visually-hidden">Component tags ({items.length})</caption>
            <thead>
              <tr>
                <th scope="col">Tag</th>
                <th scope="col">Slug</th>
                <th scope="col" className="tag-admin-count">
                  Components
                </th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((tag) => (
                <tr key={tag.id}>
                  <th scope="row">
                    <Link to={paths.componentTag.href(tag.slug)}>#{tag.title}</Link>
                  </th>
                  <td>
                    <code>{tag.slug}</code>
                  </td>
                  <td className="tag-admin-count">{tag.count}</td>
                  <td>
                    <div className="tag-admin-actions">
                      <ActionButton action={{ kind: 'rename', tag }} onPick={setAction} />
                      <ActionButton
                        action={{ kind: 'merge', tag }}
                        onPick={setAction}
                        disabled={items.length < 2}
                      />
                      <ActionButton
                        action={{ kind: 'delete', tag }}
                        onPick={setAction}
                        className="tag-admin-delete"
                      />
                    </div>
                  </td>
                </tr>
              ))}
              {items.length === 0 ? (
                <tr>
                  <td colSpan={4} className="tag-admin-empty">
                    No tags yet: create the first one above.
                  </td>
                </tr>
              ) : null}
            </tbody>
          </table>
        </div>
      )}
      {action?.kind === 'rename' ? <RenameTagDialog tag={action.tag} onClose={close} /> : null}
      {action?.kind === 'merge' ? (
        <MergeTagDialog
          tag={action.tag}
          others={items.filter((t) => t.id !== action.tag.id)}
          onClose={close}
        />
      ) : null}
      {action?.kind === 'delete' ? <DeleteTagDialog tag={action.tag} onClose={close} /> : null}
    </div>
  );
}

/** A tag's title, in the create form and the rename dialog. */
function TitleField({
  label,
  title,
  onTitle,
  ...input
}: { label: string; title: string; onTitle: (title: string) => void } & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'placeholder' | 'required'
>) {
  return (
    <Field label={label} labelClassName="tag-admin-label">
      {(id) => (
        <input
          id={id}
          className="field-input tag-admin-input"
          value={title}
          maxLength={MAX_TAG_TITLE_LENGTH}
          {...input}
          onChange={(event) => onTitle(event.target.value)}
        />
      )}
    </Field>
  );
}

function CreateTagForm() {
  const [title, setTitle] = useState('');
  const create = useCreateTag();
  const slug = slugOf(title);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!slug) return;
    create.mutate(
      { title: title.trim(), slug },
      {
        onSuccess: (tag) => {
          toast.success(`Tag #${tag.title} created`);
          setTitle('');
        },
      },
    );
  };
  return (
    <form className="tag-admin-create" onSubmit={submit} aria-label="Create a tag">
      <div className="tag-admin-field">
        <TitleField
          label="New tag"
          title={title}
          placeholder="e.g. Glassmorphism"
          onTitle={(next) => {
            setTitle(next);
            create.reset();
          }}
        />
        <p className="tag-admin-hint" aria-live="polite">
          {title.trim() === '' ? (
            'The slug is made from the title.'
          ) : slug ? (
            <>
              Slug: <code>{slug}</code>
            </>
          ) : (
            'Use letters or digits: this title gives no slug.'
          )}
        </p>
      </div>
      <Button type="submit" variant="primary" loading={create.isPending} disabled={!slug}>
        Create tag
      </Button>
      <FormAlert className="tag-admin-error">{errorText(create.error)}</FormAlert>
    </form>
  );
}

function RenameTagDialog({ tag, onClose }: { tag: Tag; onClose: () => void }) {
  const [title, setTitle] = useState(tag.title);
  const [slug, setSlug] = useState(tag.slug);
  /** The slug follows the title until the administrator edits it. */
  const [slugEdited, setSlugEdited] = useState(false);
  const rename = useRenameTag();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    rename.mutate(
      {
        tag: tag.slug,
        changes: {
          ...(title.trim() !== tag.title ? { title: title.trim() } : {}),
          ...(slug !== tag.slug ? { slug } : {}),
        },
      },
      {
        onSuccess: (renamed) => {
          toast.success(`Tag renamed to #${renamed.title}`);
          onClose();
        },
      },
    );
  };
  const unchanged = title.trim() === tag.title && slug === tag.slug;
  return (
    <Modal title={`Rename #${tag.title}`} size="sm" onClose={onClose}>
      <form className="tag-admin-dialog-form" onSubmit={submit}>
        <TitleField
          label="Title"
          title={title}
          required
          onTitle={(next) => {
            setTitle(next);
            if (!slugEdited) setSlug(slugOf(next));
            rename.reset();
          }}
        />
        <Field label="Slug" labelClassName="tag-admin-label">
          {(id) => (
            <input
              id={id}
              className="field-input tag-admin-input tag-admin-mono"
              value={slug}
              maxLength={MAX_SLUG_LENGTH}
              required
              pattern="[a-z0-9]+(-[a-z0-9]+)*"
              title="Lower-case letters and digits, joined by single dashes"
              onChange={(event) => {
                setSlug(event.target.value);
                setSlugEdited(true);
                rename.reset();
              }}
            />
          )}
        </Field>
        <p className="tag-admin-hint">
          Links to <code>{paths.tag.href(tag.slug)}</code> stop working when the slug changes.
        </p>
        <FormAlert>{errorText(rename.error)}</FormAlert>
        <DialogActions onCancel={onClose}>
          <Button
            type="submit"
            variant="primary"
            loading={rename.isPending}
            disabled={unchanged || !title.trim() || !slug}
          >
            Save
          </Button>
        </DialogActions>
      </form>
    </Modal>
  );
}

function MergeTagDialog({ tag, others, onClose }: { tag: Tag; others: Tag[]; onClose: () => void }) {
  const [into, setInto] = useState(others[0]?.slug ?? '');
  const merge = useMergeTag();
  const target = others.find((other) => other.slug === into);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    merge.mutate(
      { slug: tag.slug, into },
      {
        onSuccess: (result) => {
          toast.success(
            `#${tag.title} merged into #${result.into.title}: ${countOf(result.into.count, 'component')} now carry it`,
          );
          onClose();
        },
      },
    );
  };
  return (
    <Modal
      title={`Merge #${tag.title}`}
      size="sm"
      onClose={onClose}
      description={`The ${countOf(tag.count, 'component')} tagged #${tag.title} move to the tag you pick, then #${tag.title} is deleted.`}
    >
      <form className="tag-admin-dialog-form" onSubmit={submit}>
        <Field label="Merge into" labelClassName="tag-admin-label">
          {(id) => (
            <select
              id={id}
              className="field-input tag-admin-input"
              value={into}
              onChange={(event) => {
                setInto(event.target.value);
                merge.reset();
              }}
            >
              {others.map((other) => (
                <option key={other.id} value={other.slug}>
                  #{other.title} ({countOf(other.count, 'component')})
                </option>
              ))}
            </select>
          )}
        </Field>
        <FormAlert>{errorText(merge.error)}</FormAlert>
        <DialogActions onCancel={onClose}>
          <Button type="submit" variant="danger" loading={merge.isPending} disabled={!target}>
            {target ? `Merge into #${target.title}` : 'Merge'}
          </Button>
        </DialogActions>
      </form>
    </Modal>
  );
}

function DeleteTagDialog({ tag, onClose }: { tag: Tag; onClose: () => void }) {
  const remove = useDeleteTag();
  return (
    <ConfirmDialog
      title={`Delete #${tag.title}?`}
      confirmLabel="Delete tag"
      danger
      loading={remove.isPending}
      error={errorText(remove.error)}
      onClose={onClose}
      onConfirm={() =>
        remove.mutate(tag.slug, {
          onSuccess: () => {
            toast.success(`Tag #${tag.title} deleted`);
            onClose();
          },
        })
      }
    >
      {tag.count === 0
        ? `No component carries #${tag.title}.`
        : `${countOf(tag.count, 'component')} will lose the tag #${tag.title}. The components stay in the library.`}
    </ConfirmDialog>
  );
}
