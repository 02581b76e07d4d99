import { validateTask } from './task';

describe('validateTask', () => {
  it('accepts a complete task with a string or numeric assignee', () => {
    expect(validateTask({ title: 'Call back', assignedTo: 'p1', description: 'About labs' })).toEqual([]);
    expect(validateTask({ title: 'Call back', assignedTo: 7, description: 'About labs' })).toEqual([]);
  });
  it('names every missing field', () => {
    expect(validateTask({ title: ' ', assignedTo: '', description: undefined })).toEqual([
      'Please enter a Task Title',
      'Please assign this task to a Care Team Member',
      'Please enter a Task Description',
    ]);
  });
});
