import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '#components/ui/button';
import { DialogActions } from '#components/ui/dialog-actions';
import { FormAlert } from '#components/ui/form-alert';
import { Modal } from '#components/ui/modal';
import { paths } from '#config/paths';
import { toast } from '#lib/toast';
import { useCreateCollection } from '../api/create-collection';
import { CollectionFields } from './collection-fields';
import './collections.css';

/**
 * `/collections` › New collection: a name (focused; Enter creates) and a description, then the new
 * collection's page. Opened by the page itself (its code loads with the page, not with every page).
 */
export function NewCollectionModal({ onClose }: { onClose: () => void }) {
  const create = useCreateCollection();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    create.mutate(
      { name: name.trim(), ...(description.trim() ? { description: description.trim() } : {}) },
      {
        onSuccess: (collection) => {
          toast.success(`Created ${collection.name}`);
          onClose();
          void navigate(paths.collection.href(collection.uuid));
        },
      },
    );
  };

  return (
    <Modal title="New collection" size="sm" onClose={onClose}>
      <form className="stack settings-form" onSubmit={submit}>
        <CollectionFields
          name={name}
          onName={setName}
          description={description}
          onDescription={setDescription}
          descriptionLabel="Description (optional)"
          autoFocus
        />
        <FormAlert>{create.isError ? 'The collection was not created. Try again.' : null}</FormAlert>
        <DialogActions onCancel={onClose}>
          <Button type="submit" variant="primary" loading={create.isPending} disabled={!name.trim()}>
            Create collection
          </Button>
        </DialogActions>
      </form>
    </Modal>
  );
}
