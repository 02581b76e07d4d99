/**
 * What a console area shows when one of its screens throws: a clear message, not a blank page.
 * Plain markup: antd's Result carries its large illustrations into every page of the area.
 */
import Button from 'antd/es/button';

export function AreaError() {
  return (
    <div className="hc-error" role="alert">
      <h1 className="hc-error__title">Something went wrong</h1>
      <p>This part of Hearth is unavailable right now. Please try again in a moment.</p>
      <Button type="primary" onClick={() => window.location.reload()}>
        Try again
      </Button>
    </div>
  );
}
