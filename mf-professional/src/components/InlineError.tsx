/** An error said in place, with a way to try again: plain markup for the screens whose first load must stay light. */
import Button from 'antd/es/button';

export function InlineError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className="pro-inline-error" role="alert">
      <span>{message}</span>
      {onRetry ? (
        <Button size="small" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </div>
  );
}
