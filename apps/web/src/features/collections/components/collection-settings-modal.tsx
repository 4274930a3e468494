import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '#components/ui/button';
import { Icon } from '#components/ui/icon';
import { Modal } from '#components/ui/modal';
import { paths } from '#config/paths';
import { closeModal } from '#lib/modals';
import { toast } from '#lib/toast';
import { useDeleteCollection } from '../api/delete-collection';
import { useCollection } from '../api/get-collection';
import { useShareLink } from '../api/share-link';
import { useUpdateCollection } from '../api/update-collection';
import { countsText } from './collection-counts';
import { CollectionFields } from './collection-fields';
import './collections.css';

/**
 * Rename and describe a collection (its owner, or a Pro member of the workspace it is shared with); share
 * it with the team or by link, or delete it (its owner).
 */
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
    // Sharing is the owner's: a teammate who edits the collection does not send it.
    update.mutate(
      {
        name: name.trim(),
        description: description.trim() || null,
        ...(data?.owned ? { sharedWithTeam: shared } : {}),
      },
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
        {data?.owned ? (
          <label className="switch">
            <input type="checkbox" checked={shared} onChange={(event) => setShared(event.target.checked)} />
            <span>Share with my team</span>
          </label>
        ) : (
          <p className="share-link-body">
            Shared with your workspace: only its owner shares it or deletes it.
          </p>
        )}
        <div className="settings-form-actions">
          <Button type="submit" variant="primary" loading={update.isPending} disabled={!name.trim()}>
            Save changes
          </Button>
        </div>
      </form>
      {data?.owned ? (
        <>
          <ShareLink collectionUuid={collectionUuid} token={data.shareToken} />
          <div className="danger-zone">
            {confirming ? (
              <>
                <p>
                  Delete “{data?.name}”
                  {data && data.itemCount > 0 ? ` and what it holds (${countsText(data.counts)})` : ''}?
                  Everything in it stays in the library.
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
        </>
      ) : null}
    </Modal>
  );
}

/**
 * The collection's read-only link: made on request, copied from here, turned off for good (a new link
 * is a new address). Anyone who has it reads the collection, signed in or not.
 */
function ShareLink({ collectionUuid, token }: { collectionUuid: string; token: string | null }) {
  const share = useShareLink(collectionUuid);
  const url = token ? new URL(paths.sharedCollection.href(token), window.location.origin).href : null;
  const copy = (link: string) =>
    navigator.clipboard.writeText(link).then(
      () => toast.success('Link copied'),
      () => toast.error('Copy the link from the field'),
    );
  return (
    <section className="share-link" aria-labelledby="share-link-title">
      <h3 id="share-link-title" className="share-link-title">
        Share link
      </h3>
      <p className="share-link-body">
        {url
          ? 'Anyone with this link can view the collection, without an account. They cannot change it.'
          : 'Make a link anyone can open to view this collection, without an account. They cannot change it.'}
      </p>
      {url ? (
        <>
          <div className="share-link-row">
            <input
              className="field-input"
              readOnly
              value={url}
              aria-label="Share link"
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button icon={<Icon name="copy" size={16} />} onClick={() => void copy(url)}>
              Copy link
            </Button>
          </div>
          <Button variant="ghost" loading={share.isPending} onClick={() => share.mutate(false)}>
            Turn off link
          </Button>
        </>
      ) : (
        <Button
          icon={<Icon name="globe" size={16} />}
          loading={share.isPending}
          onClick={() => share.mutate(true)}
        >
          Create link
        </Button>
      )}
    </section>
  );
}
