import { useId, useState, type ChangeEvent } from 'react';
import { ApiError } from '@/lib/api-client';
import { PHOTO_MAX_BYTES, useSendHandoverPhoto } from '../api/handover-photo';

const photoFailure = (error: unknown) =>
  error instanceof ApiError && error.status === 400
    ? 'That file is not a photo. Take a photo with the camera.'
    : 'Could not send the photo. Check your signal and try again.';

/**
 * The photo taken at the door when the customer cannot show the code: it goes to the store at once, and a manager
 * may approve the delivery from it. `onSent` runs once the store has it.
 */
export function HandoverPhoto({ orderId, onSent }: { orderId: string; onSent: () => void }) {
  const hintId = useId();
  const upload = useSendHandoverPhoto();
  const [problem, setProblem] = useState<string | null>(null);

  function take(event: ChangeEvent<HTMLInputElement>) {
    const photo = event.target.files?.[0];
    // Cleared so that the same photo can be chosen again after a failed upload.
    event.target.value = '';
    if (!photo) return;
    if (photo.size > PHOTO_MAX_BYTES) {
      setProblem('That photo is over 5 MB. Take it again with a lower camera resolution.');
      return;
    }
    setProblem(null);
    upload.mutate({ orderId, photo }, { onSuccess: onSent, onError: (error: unknown) => setProblem(photoFailure(error)) });
  }

  return (
    <div className="handover-photo">
      <label className={`handover-photo__take${upload.isPending ? ' handover-photo__take--busy' : ''}`}>
        <span>{upload.isPending ? 'Sending the photo…' : 'Take a photo at the door'}</span>
        <input
          className="fsui-visually-hidden"
          type="file"
          name="photo"
          accept="image/*"
          capture="environment"
          aria-label="Take a photo at the door"
          aria-describedby={hintId}
          disabled={upload.isPending}
          onChange={take}
        />
      </label>
      <p id={hintId} className="complete-dialog__hint">
        Show the customer with the bags at the door. A manager looks at it and can approve the delivery.
      </p>
      {problem && (
        <p className="complete-dialog__error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
