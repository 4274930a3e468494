import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '#components/ui/button';
import { Field } from '#components/ui/field';
import { Modal } from '#components/ui/modal';
import { paths } from '#config/paths';
import { closeModal } from '#lib/modals';
import { toast } from '#lib/toast';
import { useDeleteCollection } from '../api/delete-collection';
import { useCollection } from '../api/get-collection';
import { useUpdateCollection } from '../api/update-collection';
import './collections.css';
import {
  MAX_COLLECTION_DESCRIPTION_LENGTH,
  MAX_COLLECTION_NAME_LENGTH,
} from '@pageshelf/contracts/collections';

/** Rename, describe, share with the team, or delete a collection. */
export function CollectionSettingsModal({ collectionUuid }: { collectionUuid: string }) {
  const { data } = useCollection(collectionUuid);
  const update = useUpdateCollection(collectionUuid);
  const remove = useDeleteCollection(collectionUuid);
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [shared, setShared] = useState(false);
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    if (!data) return;
    setName(data.name);
    setDescription(data.description ?? '');
    setShared(data.sharedWithTeam);
  }, [data]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { name: name.trim(), description: description.trim() || null, sharedWithTeam: shared },
      {
        onSuccess: () => {
          toast.success('Collection saved');
          closeModal();
        },
      },
    );
  };

  return (
    <Modal title="Collection settings" size="sm" onClose={closeModal}>
      <form className="stack settings-form" onSubmit={submit}>
        <Field label="Name">
          {(id) => (
            <input
              id={id}
              className="field-input"
              value={name}
              maxLength={MAX_COLLECTION_NAME_LENGTH}
              required
              onChange={(event) => setName(event.target.value)}
            />
          )}
        </Field>
        <Field label="Description">
          {(id) => (
            <textarea
              id={id}
              className="field-input field-textarea"
              value={description}
              maxLength={MAX_COLLECTION_DESCRIPTION_LENGTH}
              rows={3}
              onChange={(event) => setDescription(event.target.value)}
            />
          )}
        </Field>
        <label className="switch">
          <input type="checkbox" checked={shared} onChange={(event) => setShared(event.target.checked)} />
          <span>Share with my team</span>
        </label>
        <div className="settings-form-actions">
          <Button type="submit" variant="primary" loading={update.isPending} disabled={!name.trim()}>
            Save changes
          </Button>
        </div>
      </form>
      <div className="danger-zone">
        {confirming ? (
          <>
            <p>
              Delete “{data?.name}” and its {data?.screenCount ?? 0} saved screens? The screens stay in the
              library.
            </p>
            <div className="settings-form-actions">
              <Button variant="ghost" onClick={() => setConfirming(false)}>
                Keep it
              </Button>
              <Button
                variant="danger"
                loading={remove.isPending}
                onClick={() =>
                  remove.mutate(undefined, {
                    onSuccess: () => {
                      closeModal();
                      toast.success('Collection deleted');
                      void navigate(paths.collections.href());
                    },
                  })
                }
              >
                Delete collection
              </Button>
            </div>
          </>
        ) : (
          <Button variant="ghost" onClick={() => setConfirming(true)}>
            Delete this collection…
          </Button>
        )}
      </div>
    </Modal>
  );
}
