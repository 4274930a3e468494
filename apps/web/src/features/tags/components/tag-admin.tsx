import type { Tag } from '@pageshelf/contracts/content';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '#components/ui/button';
import { ConfirmDialog } from '#components/ui/confirm-dialog';
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
import { tagSlugOf } from '../lib/tag-slug';
import './tags.css';

type Action = { kind: 'rename' | 'merge' | 'delete'; tag: Tag };

const errorText = (error: unknown) => (error instanceof Error ? error.message : null);

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
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={`Rename #${tag.title}`}
                        onClick={() => setAction({ kind: 'rename', tag })}
                      >
                        Rename
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={`Merge #${tag.title}`}
                        disabled={items.length < 2}
                        onClick={() => setAction({ kind: 'merge', tag })}
                      >
                        Merge
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        className="tag-admin-delete"
                        aria-label={`Delete #${tag.title}`}
                        onClick={() => setAction({ kind: 'delete', tag })}
                      >
                        Delete
                      </Button>
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

function CreateTagForm() {
  const titleId = useId();
  const [title, setTitle] = useState('');
  const create = useCreateTag();
  const slug = tagSlugOf(title);
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
        <label htmlFor={titleId} className="tag-admin-label">
          New tag
        </label>
        <input
          id={titleId}
          className="tag-admin-input"
          value={title}
          maxLength={80}
          placeholder="e.g. Glassmorphism"
          onChange={(event) => {
            setTitle(event.target.value);
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
      {create.error ? (
        <p className="form-alert tag-admin-error" role="alert">
          {errorText(create.error)}
        </p>
      ) : null}
    </form>
  );
}

function RenameTagDialog({ tag, onClose }: { tag: Tag; onClose: () => void }) {
  const titleId = useId();
  const slugId = useId();
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
        <label htmlFor={titleId} className="tag-admin-label">
          Title
        </label>
        <input
          id={titleId}
          className="tag-admin-input"
          value={title}
          maxLength={80}
          required
          onChange={(event) => {
            setTitle(event.target.value);
            if (!slugEdited) setSlug(tagSlugOf(event.target.value));
            rename.reset();
          }}
        />
        <label htmlFor={slugId} className="tag-admin-label">
          Slug
        </label>
        <input
          id={slugId}
          className="tag-admin-input tag-admin-mono"
          value={slug}
          maxLength={120}
          required
          pattern="[a-z0-9]+(-[a-z0-9]+)*"
          title="Lower-case letters and digits, joined by single dashes"
          onChange={(event) => {
            setSlug(event.target.value);
            setSlugEdited(true);
            rename.reset();
          }}
        />
        <p className="tag-admin-hint">
          Links to <code>{paths.tag.href(tag.slug)}</code> stop working when the slug changes.
        </p>
        {rename.error ? (
          <p className="form-alert" role="alert">
            {errorText(rename.error)}
          </p>
        ) : null}
        <div className="dialog-actions">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="primary"
            loading={rename.isPending}
            disabled={unchanged || !title.trim() || !slug}
          >
            Save
          </Button>
        </div>
      </form>
    </Modal>
  );
}

function MergeTagDialog({ tag, others, onClose }: { tag: Tag; others: Tag[]; onClose: () => void }) {
  const targetId = useId();
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
        <label htmlFor={targetId} className="tag-admin-label">
          Merge into
        </label>
        <select
          id={targetId}
          className="tag-admin-input"
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
        {merge.error ? (
          <p className="form-alert" role="alert">
            {errorText(merge.error)}
          </p>
        ) : null}
        <div className="dialog-actions">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" loading={merge.isPending} disabled={!target}>
            {target ? `Merge into #${target.title}` : 'Merge'}
          </Button>
        </div>
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
