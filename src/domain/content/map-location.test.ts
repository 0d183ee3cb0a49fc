import { mapEmbedUrl, mapLocationFrom } from './map-location';

describe('the shop on a map', () => {
  it('reads the point from the links editors paste', () => {
    expect(mapLocationFrom('https://maps.google.com/?q=50.4265,30.5158')).toEqual({
      lat: 50.4265,
      lon: 30.5158,
    });
    expect(mapLocationFrom('https://www.google.com/maps/place/Kyiv/@50.4501,30.5234,17z')).toEqual({
      lat: 50.4501,
      lon: 30.5234,
    });
    expect(
      mapLocationFrom('https://www.openstreetmap.org/?mlat=50.4265&mlon=30.5158#map=17/50.4265/30.5158'),
    ).toEqual({
      lat: 50.4265,
      lon: 30.5158,
    });
    expect(mapLocationFrom('https://www.openstreetmap.org/#map=17/50.4/30.5')).toEqual({
      lat: 50.4,
      lon: 30.5,
    });
  });

  it('finds no point in an address search, a broken URL or impossible coordinates', () => {
    expect(mapLocationFrom('https://maps.google.com/?q=Kyiv+Velyka+Vasylkivska+72')).toBeNull();
    expect(mapLocationFrom('not a url')).toBeNull();
    expect(mapLocationFrom('https://maps.google.com/?q=95,30')).toBeNull();
  });

  it("embeds OpenStreetMap's own page with a marker on the point", () => {
    const url = new URL(mapEmbedUrl({ lat: 50.4265, lon: 30.5158 }));
    expect(url.origin).toBe('https://www.openstreetmap.org');
    expect(url.pathname).toBe('/export/embed.html');
    expect(url.searchParams.get('marker')).toBe('50.4265,30.5158');
    const [west, south, east, north] = url.searchParams.get('bbox')!.split(',').map(Number);
    expect(west).toBeLessThan(30.5158);
    expect(east).toBeGreaterThan(30.5158);
    expect(south).toBeLessThan(50.4265);
    expect(north).toBeGreaterThan(50.4265);
  });
});
