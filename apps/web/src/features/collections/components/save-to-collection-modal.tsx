import { useQueries } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '#components/ui/button';
import { Field } from '#components/ui/field';
import { Icon } from '#components/ui/icon';
import { Modal } from '#components/ui/modal';
import { Skeleton } from '#components/ui/skeleton';
import { closeModal } from '#lib/modals';
import { toast } from '#lib/toast';
import { useSaveScreen } from '../api/collection-screens';
import { useCreateCollection } from '../api/create-collection';
import { collectionQueryOptions } from '../api/get-collection';
import { useCollections } from '../api/get-collections';
import { CollectionNameInput } from './collection-fields';
import './collections.css';
import { countOf } from '#lib/format-count';

/** Save a screen into one or more collections, or into a new one. */
export function SaveToCollectionModal({ screenUuid }: { screenUuid: string }) {
  const collections = useCollections();
  // The member's own collections and the workspace's they may edit (Pro, shared with the workspace).
  const editable = (collections.data?.items ?? []).filter((collection) => collection.editable);
  const details = useQueries({
    queries: editable.map((collection) => collectionQueryOptions(collection.uuid)),
  });
  const save = useSaveScreen();
  const create = useCreateCollection();
  const [name, setName] = useState('');
  const nameField = useRef<HTMLInputElement>(null);
  const none = !collections.isPending && editable.length === 0;
  // With no collection to pick, naming the first is the one thing to do here (Enter creates and saves).
  useEffect(() => {
    if (none) nameField.current?.focus({ preventScroll: true });
  }, [none]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    create.mutate(
      { name: name.trim(), screenUuid },
      {
        onSuccess: (collection) => {
          setName('');
          toast.success(`Saved to ${collection.name}`);
        },
      },
    );
  };

  return (
    <Modal title="Save to collection" size="sm" onClose={closeModal}>
      {collections.isPending ? (
        <div className="stack" style={{ gap: 8 }}>
          <Skeleton height={48} radius={12} />
          <Skeleton height={48} radius={12} />
        </div>
      ) : (
        <ul className="collection-picker">
          {editable.map((collection, index) => {
            const detail = details[index]?.data;
            const saved = detail?.screens.some((screen) => screen.uuid === screenUuid) ?? false;
            return (
              <li key={collection.uuid}>
                <button
                  type="button"
                  className={`collection-option ${saved ? 'is-saved' : ''}`}
                  aria-pressed={saved}
                  disabled={save.isPending || !detail}
                  onClick={() =>
                    save.mutate(
                      { uuid: collection.uuid, screenUuid, saved: !saved },
                      {
                        onSuccess: () =>
                          toast.success(
                            saved ? `Removed from ${collection.name}` : `Saved to ${collection.name}`,
                          ),
                      },
                    )
                  }
                >
                  <span className="collection-option-cover">
                    {collection.covers[0] ? (
                      <img src={collection.covers[0]} alt="" />
                    ) : (
                      <Icon name="bookmark" size={16} />
                    )}
                  </span>
                  <span className="collection-option-text">
                    <strong>{collection.name}</strong>
                    <span className="muted">
                      {countOf(collection.screenCount, 'screen')}
                      {collection.owned ? '' : ' · Your workspace'}
                    </span>
                  </span>
                  <span className="collection-option-state">
                    {saved ? <Icon name="check" size={18} /> : <Icon name="plus" size={18} />}
                  </span>
                </button>
              </li>
            );
          })}
          {editable.length === 0 ? (
            <li className="muted">No collections yet. Name your first one below.</li>
          ) : null}
        </ul>
      )}
      <form className="collection-new" onSubmit={submit}>
        <Field label="New collection">
          {(id) => (
            <div className="collection-new-row">
              <CollectionNameInput id={id} value={name} onChange={setName} inputRef={nameField} />
              <Button type="submit" variant="primary" loading={create.isPending} disabled={!name.trim()}>
                Create
              </Button>
            </div>
          )}
        </Field>
      </form>
    </Modal>
  );
}
