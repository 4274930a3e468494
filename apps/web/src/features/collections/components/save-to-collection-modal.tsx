import { useQueries } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '#components/ui/button';
import { Field } from '#components/ui/field';
import { Icon } from '#components/ui/icon';
import { Modal } from '#components/ui/modal';
import { Skeleton } from '#components/ui/skeleton';
import { closeModal } from '#lib/modals';
import { toast } from '#lib/toast';
import { type CollectionItemRef, useSaveItem } from '../api/collection-items';
import { useCreateCollection } from '../api/create-collection';
import { collectionQueryOptions } from '../api/get-collection';
import { useCollections } from '../api/get-collections';
import { countsText } from './collection-counts';
import { CollectionNameInput } from './collection-fields';
import './collections.css';

/** Save an item of the library (a screen, flow, component or app) into one or more collections, or a new one. */
export function SaveToCollectionModal({ item }: { item: CollectionItemRef & { label: string } }) {
  const collections = useCollections();
  // The member's own collections and the workspace's they may edit (Pro, shared with the workspace).
  const editable = (collections.data?.items ?? []).filter((collection) => collection.editable);
  const details = useQueries({
    queries: editable.map((collection) => collectionQueryOptions(collection.uuid)),
  });
  const save = useSaveItem();
  const ref: CollectionItemRef = { type: item.type, id: item.id };
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
      { name: name.trim(), item: ref },
      {
        onSuccess: (collection) => {
          setName('');
          toast.success(`Saved to ${collection.name}`);
        },
      },
    );
  };

  return (
    <Modal title="Save to collection" description={item.label} size="sm" onClose={closeModal}>
      {collections.isPending ? (
        <div className="stack" style={{ gap: 8 }}>
          <Skeleton height={48} radius={12} />
          <Skeleton height={48} radius={12} />
        </div>
      ) : (
        <ul className="collection-picker">
          {editable.map((collection, index) => {
            const detail = details[index]?.data;
            const saved = detail?.[item.type].some((held) => held.id === item.id) ?? false;
            return (
              <li key={collection.uuid}>
                <button
                  type="button"
                  className={`collection-option ${saved ? 'is-saved' : ''}`}
                  aria-pressed={saved}
                  disabled={save.isPending || !detail}
                  onClick={() =>
                    save.mutate(
                      { uuid: collection.uuid, item: ref, saved: !saved },
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
                      {countsText(collection.counts)}
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
