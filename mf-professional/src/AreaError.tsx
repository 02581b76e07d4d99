/** What the professional area shows when one of its screens throws: a clear message, not a blank page. */
import Button from 'antd/es/button';
import Result from 'antd/es/result';

export function AreaError() {
  return (
    <div className="pro-error" role="alert">
      <Result
        status="error"
        title={<h1>Something went wrong</h1>}
        subTitle="This part of Hearth is unavailable right now. Please try again in a moment."
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            Try again
          </Button>
        }
      />
    </div>
  );
}
