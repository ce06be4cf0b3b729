import { describe, expect, it } from 'vitest'
import { LeadStore } from './leadStore'
import { csvCell, leadsToCsv } from './leadsCsv'

describe('leads CSV export', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('plain')).toBe('plain')
    expect(csvCell('a, b')).toBe('"a, b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('two\nlines')).toBe('"two\nlines"')
  })

  it('defuses spreadsheet formulas', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`)
    expect(csvCell('+49 30 123')).toBe("'+49 30 123")
  })

  it('writes a header and one row per lead', () => {
    const store = new LeadStore(':memory:')
    store.insert(
      'id-1',
      { name: 'Ada', email: 'ada@example.com', phone: '', businessNiche: 'Maths', interest: 'Complete Bundle' },
      new Date('2026-01-01T00:00:00Z'),
    )
    expect(leadsToCsv(store.all()).split('\r\n')).toEqual([
      'Submitted,Name,Email,Phone number,Business description,Desired solution,Delivered to Airtable,Submission id',
      '2026-01-01T00:00:00.000Z,Ada,ada@example.com,,Maths,Complete Bundle,,id-1',
      '',
    ])
  })
})
