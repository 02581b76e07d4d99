/** A hospital's MLLP client, framed by hand (an independent client, not the API's own framing code). */
import net from 'node:net';
import { mllpPort } from '../stack';

const VT = '\x0b';
const FS_CR = '\x1c\r';

/** Sends one MLLP frame and answers the ACK's text. */
export function sendMllp(text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port: mllpPort });
    let answer = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error('no ACK within 10 s'));
    }, 10_000);
    socket.on('connect', () => socket.write(`${VT}${text}${FS_CR}`));
    socket.on('data', (chunk) => {
      answer += chunk.toString('utf8');
      if (answer.endsWith(FS_CR)) {
        clearTimeout(timer);
        socket.end();
        resolve(answer.slice(1, -2));
      }
    });
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}
