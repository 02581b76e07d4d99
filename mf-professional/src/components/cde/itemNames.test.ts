import { itemNames } from './itemNames';

describe('itemNames', () => {
  it('names an item by its measure, numbering a measure the patient has more than once, never by record id', () => {
    const names = itemNames([
      { gapId: 'a', measureName: 'Controlling High Blood Pressure' },
      { gapId: 'b', measureName: 'Diabetes: Eye Exam' },
      { gapId: 'c', measureName: 'Controlling High Blood Pressure' },
    ]);
    expect([...names.values()]).toEqual(['Controlling High Blood Pressure (1 of 2)', 'Controlling High Blood Pressure (2 of 2)', 'Diabetes: Eye Exam']);
    expect(names.get('b')).toBe('Diabetes: Eye Exam');
  });
});
