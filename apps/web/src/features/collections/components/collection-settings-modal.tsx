import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '#components/ui/button';
import { Modal } from '#components/ui/modal';
import { paths } from '#config/paths';
import { closeModal } from '#lib/modals';
import { toast } from '#lib/toast';
import { useDeleteCollection } from '../api/delete-collection';
import { useCollection } from '../api/get-collection';
import { useUpdateCollection } from '../api/update-collection';
import { CollectionFields } from './collection-fields';
import './collections.css';

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
        <CollectionFields
          name={name}
          onName={setName}
          description={description}
          onDescription={setDescription}
        />
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
