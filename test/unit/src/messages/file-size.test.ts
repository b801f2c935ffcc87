// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  FILE_SIZE_BASE,
  FILE_SIZE_UNITS,
  UPLOAD_MEGABYTE,
  formatFileSize,
  uploadMegabytesToBytes,
} from '../../../../src/messages/file-size.ts';

describe('formatFileSize', () => {
  it('runs from Bytes to YB at base 1024', () => {
    expect(FILE_SIZE_UNITS).toEqual(['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB']);
    expect(FILE_SIZE_BASE).toBe(1024);
  });

  it.each([
    [0, '0 Bytes'],
    [1, '1 Bytes'],
    [1023, '1,023 Bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1024 ** 2, '1 MB'],
    [1_000_000, '976.56 KB'],
    [1024 ** 3 * 2.25, '2.25 GB'],
    [1024 ** 4, '1 TB'],
    [1024 ** 5, '1 PB'],
    [1024 ** 6, '1 EB'],
    [1024 ** 7, '1 ZB'],
    [1024 ** 8, '1 YB'],
    [1024 ** 9, '1,024 YB'],
    [1024 * 1024 - 1, '1 MB'],
    [0.5, '0.5 Bytes'],
  ] as const)('%d bytes is %s', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });

  it.each([
    [1536, 0, '2 KB'],
    [1234567, 3, '1.177 MB'],
  ] as const)('%d bytes with %d decimals is %s', (bytes, decimals, expected) => {
    expect(formatFileSize(bytes, decimals)).toBe(expected);
  });

  it.each([-1, Number.NaN, Infinity])('refuses %d', (bytes) => {
    expect(() => formatFileSize(bytes)).toThrow(RangeError);
  });
});

describe('upload megabytes', () => {
  it('are 1,000,000 bytes', () => {
    expect(UPLOAD_MEGABYTE).toBe(1_000_000);
    expect(uploadMegabytesToBytes(20)).toBe(20_000_000);
  });
});
