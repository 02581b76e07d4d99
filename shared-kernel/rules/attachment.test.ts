import { describeFileTypes, isAllowedFileType, validateAttachmentFile } from './attachment';

const MB = 1024 * 1024;

describe('validateAttachmentFile', () => {
  it('accepts an allowed type within the size limit', () => {
    expect(validateAttachmentFile({ name: 'scan.PDF', size: 1000 }, ['pdf', 'png'])).toEqual([]);
    expect(validateAttachmentFile({ name: 'scan', size: 1, type: 'image/png' }, ['image/png'])).toEqual([]);
  });

  it('names the allowed types when the type is refused', () => {
    expect(validateAttachmentFile({ name: 'notes.docx', size: 10 }, ['.pdf', 'JPG', 'png'])).toEqual([
      'This file type is not allowed. Please choose a properly formatted pdf, jpg or png to upload',
    ]);
    expect(validateAttachmentFile({ name: 'notes.exe', size: 10 }, ['pdf'])).toEqual([
      'This file type is not allowed. Please choose a properly formatted pdf to upload',
    ]);
  });

  it('refuses an empty file and one over 20 MB, allowing exactly 20 MB', () => {
    const msg = 'File size must be greater than 0MB and can not exceed 20MB';
    expect(validateAttachmentFile({ name: 'a.pdf', size: 0 }, ['pdf'])).toEqual([msg]);
    expect(validateAttachmentFile({ name: 'a.pdf', size: 20 * MB + 1 }, ['pdf'])).toEqual([msg]);
    expect(validateAttachmentFile({ name: 'a.pdf', size: 20 * MB }, ['pdf'])).toEqual([]);
  });

  it('reports both problems at once', () => {
    expect(validateAttachmentFile({ name: 'a.txt', size: 0 }, ['pdf'])).toHaveLength(2);
  });
});

describe('helpers', () => {
  it('an empty allow-list allows any type', () => {
    expect(isAllowedFileType({ name: 'x.bin', size: 1 }, [])).toBe(true);
  });
  it('describes one, two and more types', () => {
    expect(describeFileTypes(['pdf'])).toBe('pdf');
    expect(describeFileTypes(['pdf', 'png'])).toBe('pdf or png');
  });
});
