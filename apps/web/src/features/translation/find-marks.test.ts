// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { markText } from '../../i18n/text-marks.ts';
import { TOOL_ATTRIBUTE, findMarkedPlaces } from './find-marks.ts';

afterEach(() => {
  document.body.replaceChildren();
});

const keysOf = (root: HTMLElement) => findMarkedPlaces(root).map((p) => `${p.kind}:${p.keys.join('+')}`);

describe('finding marked texts on the page', () => {
  it('finds marked text nodes and attributes in document order, and nothing in unmarked ones', () => {
    document.body.innerHTML = `
      <header><a href="/about">${markText('About us', 'header.aboutUs')}</a><span>Plain text</span></header>
      <input placeholder="${markText('E-mail', 'login.email')}" />
      <button aria-label="${markText('Open menu', 'header.openMenu')}"></button>
      <input type="submit" value="${markText('Send', 'login.submit')}" />
      <img alt="Logo" />`;
    expect(keysOf(document.body)).toEqual([
      'text:header.aboutUs',
      'attribute:login.email',
      'attribute:header.openMenu',
      'attribute:login.submit',
    ]);
  });

  it('gives a label that repeats a text on screen no second pen', () => {
    const label = markText('Account menu', 'header.profileMenu');
    document.body.innerHTML = `<button aria-label="${label}">${label}</button>`;
    expect(keysOf(document.body)).toEqual(['text:header.profileMenu']);
  });

  it('reads every key of a text that holds another, and skips the tool’s own layer and dialogs', () => {
    const lab = markText('Siam Lab', 'admin.labName');
    document.body.innerHTML = `
      <p>${markText(`Viewing ${lab}`, 'header.viewAsLab.banner')}</p>
      <div ${TOOL_ATTRIBUTE}><button aria-label="${markText('Edit', 'translation.overlay.edit')}">${markText('x', 'a.b')}</button></div>`;
    expect(keysOf(document.body)).toEqual(['text:admin.labName+header.viewAsLab.banner']);
  });

  it('offers only keys the tool can open', () => {
    document.body.innerHTML = `<p>${markText('Odd', 'not a key!')}</p><p>${markText('Q', 'survey:CL:2026:CL_BEDS:title')}</p>`;
    expect(keysOf(document.body)).toEqual(['text:survey:CL:2026:CL_BEDS:title']);
  });
});
