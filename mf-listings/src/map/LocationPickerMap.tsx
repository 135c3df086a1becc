// The location picker itself: click the map or drag the pin; with a keyboard, move the map and use its
// centre, or type coordinates; or use the browser's position. Each choice is reverse-geocoded (Google
// when configured, else the API's nearest known city) and handed to onChange.

import { fill } from '@abode/shared';
import { Alert, Box, Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useT } from '../i18n.ts';
import { formatLatLng } from './geo.ts';
import { type PickedLocation, reverseGeocode } from './geocode.ts';
import type { LocationPickerProps } from './LocationPicker.tsx';
import { MapMoveControls } from './MapMoveControls.tsx';
import { useMapEngine } from './useMapEngine.ts';

const INDIA = { lat: 21.5, lng: 78.5 };

const num = (v: number | string | null | undefined): number | null => {
  if (v === null || v === undefined || v === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
};

/** Whether a latitude/longitude pair is on the globe. */
export const validLatLng = (lat: number | null, lng: number | null): boolean =>
  lat !== null && lng !== null && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;

export function LocationPickerMap({ value, onChange, defaultCenter }: LocationPickerProps) {
  const t = useT();
  const lat = num(value?.latitude);
  const lng = num(value?.longitude);
  const has = validLatLng(lat, lng);
  const mapRef = useRef<HTMLDivElement>(null);
  const engine = useMapEngine(mapRef, {
    center: has ? { lat: lat as number, lng: lng as number } : (defaultCenter ?? INDIA),
    zoom: has ? 14 : defaultCenter ? 11 : 5,
    interactive: true,
    zoomControl: false,
    label: t('mapPickerRegion'),
  });
  const [typedLat, setTypedLat] = useState<string | number>(lat ?? '');
  const [typedLng, setTypedLng] = useState<string | number>(lng ?? '');
  const [busy, setBusy] = useState(false);
  const [chosen, setChosen] = useState<PickedLocation | null>(null);
  const [error, setError] = useState('');
  const [pin, setPinPoint] = useState<{ lat: number; lng: number } | null>(
    has ? { lat: lat as number, lng: lng as number } : null,
  );
  // A new value from the form (editing, or after onChange) moves the pin.
  useEffect(() => {
    if (validLatLng(lat, lng)) setPinPoint({ lat: lat as number, lng: lng as number });
  }, [lat, lng]);
  const pending = useRef<AbortController | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const pick = useCallback(
    async (la: number, ln: number) => {
      pending.current?.abort();
      const ctrl = new AbortController();
      pending.current = ctrl;
      setPinPoint({ lat: la, lng: ln });
      setTypedLat(+la.toFixed(6));
      setTypedLng(+ln.toFixed(6));
      setBusy(true);
      setError('');
      try {
        const loc = await reverseGeocode(la, ln, ctrl.signal);
        if (ctrl.signal.aborted) return;
        setChosen(loc);
        onChangeRef.current(loc);
      } catch {
        if (!ctrl.signal.aborted) setError(t('mapGeocodeFailed'));
      } finally {
        if (pending.current === ctrl) setBusy(false);
      }
    },
    [t],
  );

  useEffect(() => {
    if (!engine) return;
    engine.setPin(
      pin
        ? {
            lat: pin.lat,
            lng: pin.lng,
            label: t('mapPinLabel'),
            draggable: true,
            onMove: (to) => void pick(to.lat, to.lng),
          }
        : null,
    );
  }, [engine, pin, pick, t]);

  useEffect(() => {
    if (!engine) return;
    return engine.onClick((at) => void pick(at.lat, at.lng));
  }, [engine, pick]);

  useEffect(() => () => pending.current?.abort(), []);

  const chooseCentre = () => {
    if (!engine) return;
    const { center } = engine.getView();
    void pick(center.lat, center.lng);
  };
  const setTyped = () => {
    const la = num(typedLat);
    const ln = num(typedLng);
    if (!validLatLng(la, ln)) {
      setError(t('mapInvalidCoordinates'));
      return;
    }
    engine?.setView({ lat: la as number, lng: ln as number }, Math.max(engine.getView().zoom, 14));
    void pick(la as number, ln as number);
  };
  const chooseMyPosition = () => {
    if (!('geolocation' in navigator)) {
      setError(t('mapGeolocationFailed'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        const { latitude, longitude } = pos.coords;
        engine?.setView({ lat: latitude, lng: longitude }, 15);
        void pick(latitude, longitude);
      },
      () => setError(t('mapGeolocationFailed')),
      { enableHighAccuracy: true, timeout: 10_000 },
    );
  };

  const address = chosen?.formatted_address || (has ? formatLatLng(lat as number, lng as number) : '');

  return (
    <Stack gap="xs" data-testid="location-picker">
      <Text size="sm" c="dimmed" id="location-picker-help">
        {t('mapPickerHelp')}
      </Text>
      <Box ref={mapRef} dir="ltr" h={320} style={{ borderRadius: 8 }} aria-describedby="location-picker-help" />
      <Group gap="xs" wrap="wrap">
        <MapMoveControls engine={engine} />
        <Button variant="light" onClick={chooseCentre} disabled={!engine}>
          {t('mapUseCentre')}
        </Button>
        <Button variant="light" onClick={chooseMyPosition}>
          {t('mapUseMyLocation')}
        </Button>
      </Group>
      <Group gap="xs" align="flex-end" wrap="wrap">
        <NumberInput label={t('mapLatitude')} value={typedLat} onChange={setTypedLat} decimalScale={6} w={150} />
        <NumberInput label={t('mapLongitude')} value={typedLng} onChange={setTypedLng} decimalScale={6} w={150} />
        <Button variant="default" onClick={setTyped}>
          {t('mapSetCoordinates')}
        </Button>
      </Group>
      <Text size="sm" aria-live="polite" data-testid="location-picker-status">
        {busy ? t('mapLocating') : address ? fill(t('mapChosen'), { address }) : ''}
      </Text>
      {error && (
        <Alert color="red" variant="light" p="xs" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
