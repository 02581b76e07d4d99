/**
 * On this device: a browser notification and a chime when a patient of mine writes, each off
 * until turned on here. Turning notifications on is the one moment the browser is asked for its
 * permission. Kept per user on this device by the kernel (alerts); no patient data.
 */
import { useState } from 'react';
import Alert from 'antd/es/alert';
import Checkbox from 'antd/es/checkbox';
import { askNotificationPermission, chime, notificationPermission, readDeviceAlerts, saveDeviceAlerts, type DeviceAlerts } from '@hearth/shared-kernel/alerts';

export const NOTIFICATIONS_BLOCKED = "Your browser blocks notifications from Hearth. Allow them in the browser's site settings, then turn this on again.";
const NOTIFICATIONS_UNSUPPORTED = 'This browser cannot show notifications.';

export function DeviceAlertsForm({ userId }: { userId: string }) {
  const [alerts, setAlerts] = useState<DeviceAlerts>(() => readDeviceAlerts(userId));
  const [problem, setProblem] = useState<string | null>(null);
  const unsupported = notificationPermission() === 'unsupported';
  const save = (next: DeviceAlerts) => {
    setAlerts(next);
    saveDeviceAlerts(userId, next);
  };

  async function toggleNotifications(on: boolean) {
    setProblem(null);
    if (on && !(await askNotificationPermission())) {
      setProblem(NOTIFICATIONS_BLOCKED);
      return save({ ...alerts, browserNotifications: false });
    }
    save({ ...alerts, browserNotifications: on });
  }

  return (
    <fieldset className="adm-device-alerts">
      <legend className="adm-subtitle">On this device</legend>
      <p>When a patient of yours writes, the navigation and the tab title count it. You can also have this browser tell you, even in another tab. Only the patient's first name is shown.</p>
      <Checkbox checked={alerts.browserNotifications} disabled={unsupported} onChange={(e) => void toggleNotifications(e.target.checked)}>
        Show a browser notification
      </Checkbox>
      <br />
      <Checkbox
        checked={alerts.sound}
        onChange={(e) => {
          save({ ...alerts, sound: e.target.checked });
          if (e.target.checked) chime();
        }}
      >
        Play a sound
      </Checkbox>
      {unsupported ? <p>{NOTIFICATIONS_UNSUPPORTED}</p> : null}
      {problem ? <Alert type="warning" showIcon title={problem} role="alert" style={{ marginTop: 8 }} /> : null}
    </fieldset>
  );
}
