import { parseMemberRecord, TIME_ZONE_FIELD, zoneToSave } from '../record';

describe("the member's time zone on the record", () => {
  it('reads a zone Intl knows, and nothing else', () => {
    expect(parseMemberRecord({ [TIME_ZONE_FIELD]: 'Asia/Kuala_Lumpur' }).timeZone).toBe(
      'Asia/Kuala_Lumpur',
    );
    expect(parseMemberRecord({ [TIME_ZONE_FIELD]: 'UTC' }).timeZone).toBe('UTC');
    expect(parseMemberRecord({}).timeZone).toBeNull();
    expect(parseMemberRecord(undefined).timeZone).toBeNull();
    for (const stored of ['Mars/Olympus_Mons', '+08:00', '', 42, { zone: 'UTC' }]) {
      expect(parseMemberRecord({ [TIME_ZONE_FIELD]: stored }).timeZone).toBeNull();
    }
  });

  it("takes the browser's zone when none is saved or another is", () => {
    expect(zoneToSave(null, 'Asia/Kuala_Lumpur')).toBe('Asia/Kuala_Lumpur');
    expect(zoneToSave('Asia/Kuala_Lumpur', 'Europe/London')).toBe('Europe/London');
    expect(zoneToSave('UTC', 'Asia/Singapore')).toBe('Asia/Singapore');
  });

  it('saves nothing when the zone is the same, missing or unknown', () => {
    expect(zoneToSave('Asia/Kuala_Lumpur', 'Asia/Kuala_Lumpur')).toBeNull();
    expect(zoneToSave(null, undefined)).toBeNull();
    expect(zoneToSave(null, '')).toBeNull();
    expect(zoneToSave(null, 'Not/A_Zone')).toBeNull();
    expect(zoneToSave('UTC', '+08:00')).toBeNull();
  });
});
