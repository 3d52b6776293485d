// The AWS CLI shorthand syntax (`tenantIdentifier=t1,tenantDisplayName=Acme`, `a=[x,y]`, `a={b=c}`, quoted values).
// Written by hand because no npm package implements it; this follows the grammar of awscli/shorthand.py
// (ShorthandParser) so that what the AWS CLI accepts, we accept, and its error messages read the same.

export type ShorthandValue = string | ShorthandValue[] | { [key: string]: ShorthandValue };

export class ShorthandParseError extends Error {}

const KEY_CHARS = /[A-Za-z0-9\-_.#/:]/;
const WHITESPACE = /\s/;
// Character classes of awscli's _START_WORD, _FIRST_FOLLOW_CHARS and _SECOND_FOLLOW_CHARS (no `u` flag: the classes use
// identity escapes; astral characters match as surrogates, which fall inside \u007c-\uffff).
const START_WORD = '\\!\\#-&\\(-\\+\\--\\<\\>-Z\\\\-z\\u007c-\\uffff';
const FIRST_FOLLOW = '\\s\\!\\#-&\\(-\\+\\--\\\\\\^-\\|~-\\uffff';
const SECOND_FOLLOW = '\\s\\!\\#-&\\(-\\+\\--\\<\\>-\\uffff';
const ESCAPED_COMMA = '(\\\\,)';
const FIRST_VALUE = new RegExp(`^(${ESCAPED_COMMA}|[${START_WORD}])(${ESCAPED_COMMA}|[${FIRST_FOLLOW}])*`);
const SECOND_VALUE = new RegExp(`^(${ESCAPED_COMMA}|[${START_WORD}])(${ESCAPED_COMMA}|[${SECOND_FOLLOW}])*`);
const SINGLE_QUOTED = /^'(?:\\\\|\\'|[^'])*'/;
const DOUBLE_QUOTED = /^"(?:\\\\|\\"|[^"])*"/;

export function parseShorthand(input: string): Record<string, ShorthandValue> {
  return new Parser(input).parameter();
}

class Parser {
  private index = 0;
  constructor(private readonly input: string) {}

  parameter(): Record<string, ShorthandValue> {
    const params: Record<string, ShorthandValue> = {};
    let [key, value] = this.keyval();
    params[key] = value;
    let lastIndex = this.index;
    while (this.index < this.input.length) {
      this.expect(',', true);
      [key, value] = this.keyval();
      if (Object.hasOwn(params, key)) {
        throw new ShorthandParseError(
          `Second instance of key "${key}" encountered for input:\n${this.location(lastIndex + 1)}\n` +
            'This is often because there is a preceding "," instead of a space.',
        );
      }
      params[key] = value;
      lastIndex = this.index;
    }
    return params;
  }

  private keyval(): [string, ShorthandValue] {
    const key = this.key();
    this.expect('=', true);
    return [key, this.values()];
  }

  private key(): string {
    const start = this.index;
    while (!this.atEof() && KEY_CHARS.test(this.current())) this.index += 1;
    return this.input.slice(start, this.index);
  }

  private values(): ShorthandValue {
    if (this.atEof()) return '';
    if (this.current() === '[') return this.explicitList();
    if (this.current() === '{') return this.hashLiteral();
    return this.csvValue();
  }

  private csvValue(): ShorthandValue {
    const first = this.firstValue();
    this.consumeWhitespace();
    if (this.atEof() || this.input[this.index] !== ',') return first;
    this.expect(',', true);
    const list: string[] = [first];
    for (;;) {
      try {
        const current = this.secondValue();
        this.consumeWhitespace();
        if (this.atEof()) {
          list.push(current);
          break;
        }
        this.expect(',', true);
        list.push(current);
      } catch (error) {
        if (this.atEof()) throw error;
        // The value after the comma was the next key (`a=b,c=d`): give the comma back.
        this.backtrackTo(',');
        break;
      }
    }
    return list.length === 1 ? first : list;
  }

  private explicitList(): ShorthandValue[] {
    this.expect('[', true);
    const values: ShorthandValue[] = [];
    while (this.current() !== ']') {
      values.push(this.explicitValues());
      this.consumeWhitespace();
      if (this.current() !== ']') {
        this.expect(',');
        this.consumeWhitespace();
      }
    }
    this.expect(']');
    return values;
  }

  private explicitValues(): ShorthandValue {
    if (this.current() === '[') return this.explicitList();
    if (this.current() === '{') return this.hashLiteral();
    return this.firstValue();
  }

  private hashLiteral(): Record<string, ShorthandValue> {
    this.expect('{', true);
    const out: Record<string, ShorthandValue> = {};
    while (this.current() !== '}') {
      const key = this.key();
      this.expect('=', true);
      const value = this.explicitValues();
      this.consumeWhitespace();
      if (this.current() !== '}') {
        this.expect(',');
        this.consumeWhitespace();
      }
      out[key] = value;
    }
    this.expect('}');
    return out;
  }

  private firstValue(): string {
    if (this.current() === "'") return this.quoted(SINGLE_QUOTED, "'");
    if (this.current() === '"') return this.quoted(DOUBLE_QUOTED, '"');
    const match = FIRST_VALUE.exec(this.input.slice(this.index));
    if (match === null) return '';
    this.index += match[0].length;
    return match[0].replaceAll('\\,', ',').trimEnd();
  }

  private secondValue(): string {
    if (this.current() === "'") return this.quoted(SINGLE_QUOTED, "'");
    if (this.current() === '"') return this.quoted(DOUBLE_QUOTED, '"');
    return this.mustConsume(SECOND_VALUE, 'second').replaceAll('\\,', ',').trimEnd();
  }

  private quoted(regex: RegExp, quote: string): string {
    const raw = this.mustConsume(regex, quote === "'" ? 'singled quoted' : 'double quoted').slice(1, -1);
    return raw.replaceAll(`\\${quote}`, quote).replaceAll('\\\\', '\\');
  }

  private mustConsume(regex: RegExp, name: string): string {
    const match = regex.exec(this.input.slice(this.index));
    if (match === null) throw this.syntaxError(`<${name}>`, '<none>');
    this.index += match[0].length;
    return match[0];
  }

  private expect(char: string, consumeWhitespace = false): void {
    if (consumeWhitespace) this.consumeWhitespace();
    if (this.index >= this.input.length) throw this.syntaxError(char, 'EOF');
    const actual = this.input[this.index]!;
    if (actual !== char) throw this.syntaxError(char, actual);
    this.index += 1;
    if (consumeWhitespace) this.consumeWhitespace();
  }

  private syntaxError(expected: string, actual: string): ShorthandParseError {
    return new ShorthandParseError(
      `Expected: '${expected}', received: '${actual}' for input:\n${this.location(this.index)}`,
    );
  }

  /** The input with a caret under `index`, as awscli's _error_location draws it. */
  private location(index: number): string {
    let consumed = this.input;
    let remaining = '';
    let spaces = index;
    const before = this.input.slice(0, index);
    if (before.includes('\n')) spaces = index - before.lastIndexOf('\n') - 1;
    const after = this.input.slice(index);
    if (after.includes('\n')) {
      const next = index + after.indexOf('\n');
      consumed = this.input.slice(0, next);
      remaining = this.input.slice(next);
    }
    return `${consumed}\n${' '.repeat(spaces)}^${remaining}`;
  }

  private current(): string {
    return this.index < this.input.length ? this.input[this.index]! : '';
  }

  private atEof(): boolean {
    return this.index >= this.input.length;
  }

  private backtrackTo(char: string): void {
    while (this.index >= 0 && this.input[this.index] !== char) this.index -= 1;
  }

  private consumeWhitespace(): void {
    while (!this.atEof() && WHITESPACE.test(this.current())) this.index += 1;
  }
}
