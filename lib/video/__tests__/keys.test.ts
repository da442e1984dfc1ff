import { actionForKey, isTextEntryTarget, spacePressesTarget, type KeyInput } from '../keys';

const press = (key: string, modifiers: Partial<KeyInput> = {}) =>
  actionForKey({ key, ctrlKey: false, metaKey: false, altKey: false, ...modifiers });

describe('actionForKey', () => {
  it.each([' ', 'k', 'K', 's', 'S'])('%p toggles play', (key) => {
    expect(press(key)).toEqual({ type: 'toggle-play' });
  });

  it.each(['f', 'F', 'w', 'W'])('%p toggles fullscreen', (key) => {
    expect(press(key)).toEqual({ type: 'toggle-fullscreen' });
  });

  it('Escape leaves fullscreen', () => {
    expect(press('Escape')).toEqual({ type: 'exit-fullscreen' });
  });

  it.each(['j', 'J', 'a', 'A', 'ArrowLeft'])('%p goes back 5 s', (key) => {
    expect(press(key)).toEqual({ type: 'seek-by', seconds: -5 });
  });

  it.each(['l', 'L', 'd', 'D', 'ArrowRight'])('%p goes forward 5 s', (key) => {
    expect(press(key)).toEqual({ type: 'seek-by', seconds: 5 });
  });

  it.each([...'0123456789'])('digit %p jumps to its tenth of the video', (digit) => {
    expect(press(digit)).toEqual({ type: 'seek-to-percent', percent: Number(digit) * 10 });
  });

  it.each(['x', 'Enter', 'Tab', 'ArrowUp', 'ArrowDown', 'F12', 'Shift', '!', 'Spacebar', '10'])(
    '%p does nothing',
    (key) => {
      expect(press(key)).toBeNull();
    },
  );

  it.each([{ ctrlKey: true }, { metaKey: true }, { altKey: true }])(
    'leaves combinations with %p to the browser',
    (modifier) => {
      for (const key of [' ', 'k', 'f', 'ArrowLeft', 'l', '5', 'Escape']) {
        expect(press(key, modifier)).toBeNull();
      }
    },
  );
});

describe('isTextEntryTarget', () => {
  it.each([
    [{ tagName: 'INPUT', type: 'text' }],
    [{ tagName: 'INPUT' }],
    [{ tagName: 'input', type: 'search' }],
    [{ tagName: 'INPUT', type: 'email' }],
    [{ tagName: 'INPUT', type: 'password' }],
    [{ tagName: 'INPUT', type: 'number' }],
    [{ tagName: 'TEXTAREA' }],
    [{ tagName: 'SELECT' }],
    [{ tagName: 'DIV', isContentEditable: true }],
  ])('keeps the keys of %p', (target) => {
    expect(isTextEntryTarget(target)).toBe(true);
  });

  it.each([
    [null],
    [{ tagName: 'BODY' }],
    [{ tagName: 'BUTTON' }],
    [{ tagName: 'DIV', isContentEditable: false }],
    [{ tagName: 'INPUT', type: 'range' }],
    [{ tagName: 'INPUT', type: 'checkbox' }],
    [{ tagName: 'INPUT', type: 'button' }],
  ])('lets the player have the keys of %p', (target) => {
    expect(isTextEntryTarget(target)).toBe(false);
  });
});

describe('spacePressesTarget', () => {
  const withRole = (tagName: string, role: string | null) => ({
    tagName,
    getAttribute: (name: string) => (name === 'role' ? role : null),
  });

  it('is true where Space presses: buttons, checkboxes, radios, pressable roles', () => {
    for (const target of [
      { tagName: 'BUTTON' },
      { tagName: 'summary' },
      { tagName: 'INPUT', type: 'checkbox' },
      { tagName: 'INPUT', type: 'Submit' },
      { tagName: 'INPUT', type: 'radio' },
      withRole('DIV', 'button'),
      withRole('LI', 'menuitemradio'),
      withRole('SPAN', 'switch'),
    ])
      expect([target.tagName, spacePressesTarget(target)]).toEqual([target.tagName, true]);
  });

  it('is false on the page, a link, a slider and plain elements: the player takes Space', () => {
    for (const target of [
      null,
      { tagName: 'BODY' },
      { tagName: 'A' },
      { tagName: 'INPUT', type: 'range' },
      withRole('DIV', null),
      withRole('DIV', 'region'),
    ])
      expect(spacePressesTarget(target)).toBe(false);
  });
});
