import { novaPoshtaDate, parcelReport, trackParcel } from './tracking';

const row = {
  Number: '20450000000015',
  StatusCode: '9',
  Status: 'Відправлення отримано',
  DateCreated: '18-05-2026 09:30:00',
  ScheduledDeliveryDate: '20-05-2026 09:30:00',
  ActualDeliveryDate: '2026-05-20 05:30:00',
  RecipientDateTime: '20.05.2026 11:30:00',
  CityRecipient: 'Дніпро',
  WarehouseRecipient: 'Відділення №2',
};

describe('Nova Poshta tracking answers in the shop’s types', () => {
  it('reads each of Nova Poshta’s date formats as the same wall-clock time', () => {
    expect(novaPoshtaDate('21.11.2016 13:53:47')?.toISOString()).toBe('2016-11-21T13:53:47.000Z');
    expect(novaPoshtaDate('19-11-2016')?.toISOString()).toBe('2016-11-19T00:00:00.000Z');
    expect(novaPoshtaDate('2016-11-19 10:00:00')?.toISOString()).toBe('2016-11-19T10:00:00.000Z');
  });

  it('reads an empty or broken date as none', () => {
    for (const value of ['', '0001-01-01 00:00:00', '31-02-2026', 'soon']) {
      expect(novaPoshtaDate(value)).toBeNull();
    }
  });

  it('maps a row: number, code, Nova Poshta’s text, dates and destination', () => {
    expect(parcelReport(row)).toEqual({
      number: '20450000000015',
      statusCode: '9',
      statusText: 'Відправлення отримано',
      createdAt: new Date('2026-05-18T09:30:00Z'),
      scheduledAt: new Date('2026-05-20T09:30:00Z'),
      arrivedAt: new Date('2026-05-20T05:30:00Z'),
      receivedAt: new Date('2026-05-20T11:30:00Z'),
      city: 'Дніпро',
      warehouse: 'Відділення №2',
    });
  });
});

describe('trackParcel', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock;
  });

  const answer = (body: unknown) =>
    fetchMock.mockResolvedValue(new Response(JSON.stringify(body), { status: 200 }));

  it('asks with the phone’s digits and keeps the answer in the fetch cache for the given time', async () => {
    answer({ success: true, data: [row], errors: [], warnings: [] });
    const report = await trackParcel(
      { url: 'https://np.example/v2.0/json/', apiKey: 'k', revalidateSeconds: 300 },
      { number: '20450000000015', phone: '+380 67 123 45 67' },
    );
    expect(report.statusCode).toBe('9');
    const [, init] = fetchMock.mock.calls[0];
    expect(JSON.parse(init.body)).toEqual({
      apiKey: 'k',
      modelName: 'TrackingDocument',
      calledMethod: 'getStatusDocuments',
      methodProperties: { Documents: [{ DocumentNumber: '20450000000015', Phone: '380671234567' }] },
    });
    expect(init.next).toMatchObject({ revalidate: 300 });
  });

  it('reads an unknown number answered with no row and a warning as status 3', async () => {
    answer({ success: true, data: [], errors: [], warnings: ['Document number is not correct'] });
    const report = await trackParcel(
      { url: 'https://np.example/', apiKey: 'k' },
      { number: '20000000000000', phone: '' },
    );
    expect(report).toMatchObject({ number: '20000000000000', statusCode: '3' });
  });

  it('fails on Nova Poshta’s error envelope (HTTP 200, success false)', async () => {
    answer({ success: false, data: [], errors: ['API auth fail'], warnings: [] });
    await expect(
      trackParcel({ url: 'https://np.example/', apiKey: 'bad' }, { number: '1', phone: '' }),
    ).rejects.toThrow('API auth fail');
  });
});
