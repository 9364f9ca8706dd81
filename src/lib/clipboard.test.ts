import {copyText} from './clipboard';

describe('copyText', () => {
  let element: HTMLElement;

  beforeEach(() => {
    element = document.createElement('a');
    element.textContent = 'help@testpace.example';
    document.body.appendChild(element);
  });

  afterEach(() => {
    element.remove();
    document.getSelection()?.removeAllRanges();
  });

  it('uses the Clipboard API when it is available', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    await expect(
      copyText('help@testpace.example', element, {clipboard: {writeText}, document}),
    ).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledWith('help@testpace.example');
  });

  it('falls back to selecting the text and the copy command when the Clipboard API is refused', async () => {
    const writeText = jest.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    const execCommand = jest.fn().mockReturnValue(true);
    document.execCommand = execCommand;
    await expect(
      copyText('help@testpace.example', element, {clipboard: {writeText}, document}),
    ).resolves.toBe('copied');
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(document.getSelection()?.toString()).toBe('help@testpace.example');
  });

  it('leaves the text selected when nothing can copy it', async () => {
    document.execCommand = jest.fn().mockReturnValue(false);
    await expect(copyText('help@testpace.example', element, {document})).resolves.toBe('selected');
    expect(document.getSelection()?.toString()).toBe('help@testpace.example');
  });

  it('reports failure when there is neither a clipboard nor anything to select', async () => {
    await expect(copyText('help@testpace.example', null, {document})).resolves.toBe('failed');
  });
});
