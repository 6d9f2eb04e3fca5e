import { describe, expect, it } from 'vitest';
import { parseGatewayIds, withGatewayId } from './gateway-ids';

describe('parseGatewayIds', () => {
  it('reads the ids by provider', () => {
    expect(parseGatewayIds('{"stripe":"price_1","paypal":null}')).toEqual({
      stripe: 'price_1',
      paypal: null,
    });
  });

  it('reads empty, broken, array and scalar values as no ids', () => {
    for (const value of [null, '', '{', '[1,2]', '"x"', '7', 'null']) {
      expect(parseGatewayIds(value)).toEqual({});
    }
  });
});

describe('withGatewayId', () => {
  it("sets one provider's id and keeps the others", () => {
    expect(JSON.parse(withGatewayId('{"stripe":"price_1"}', 'paypal', 'P-2'))).toEqual({
      stripe: 'price_1',
      paypal: 'P-2',
    });
    expect(JSON.parse(withGatewayId('{"stripe":"price_1"}', 'stripe', 'price_3'))).toEqual({
      stripe: 'price_3',
    });
  });

  it('replaces a broken value', () => {
    expect(JSON.parse(withGatewayId('[broken', 'stripe', 'price_1'))).toEqual({
      stripe: 'price_1',
    });
  });
});
