/** A form's refusal above it, announced when it appears (role=alert); nothing when there is none. */
export function FormAlert({ message }: { message: string | null }) {
  return message ? (
    <div role="alert" className="form-error">
      {message}
    </div>
  ) : null;
}
