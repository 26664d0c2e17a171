// Words of the table across devices (German and English), apart from
// i18n.js so that this feature stays in its own files.

import { lang, fill } from '../i18n.js';

const WORDS = {
  de: {
    remoteKind: 'Person an einem anderen Gerät',
    panelTitle: 'Mitspielende an anderen Geräten',
    panelCount: '{k} von {n} verbunden',
    panelHow: 'Schicke jedem Platz seinen Link (per Messenger, Mail, …). Wer ihn öffnet, bekommt einen Antwort-Code und schickt ihn zurück: hier einfügen und „Verbinden“ drücken. Beide Geräte müssen gleichzeitig online sein; dieses Gerät führt die Partie.',
    inviteFor: 'Einladung für {name}',
    spectatorInvite: 'Zuschauer-Link (sieht nur, was auf dem Tisch liegt)',
    spectatorName: 'Zuschauer',
    replyFor: 'Antwort-Code von {name}',
    replySpectator: 'Antwort-Code des Zuschauers',
    connect: 'Verbinden',
    copy: 'Kopieren',
    qr: 'Als QR-Code zeigen',
    qrLabel: 'QR-Code der Einladung für {name}: mit der Kamera des anderen Geräts scannen',
    copied: 'Kopiert.',
    share: 'Teilen',
    preparing: 'Einladung wird vorbereitet …',
    waiting: 'wartet auf Antwort-Code',
    connecting: 'verbindet …',
    connected: 'verbunden',
    lost: 'Verbindung verloren: neue Einladung unten',
    viewers: '{n} Zuschauer verbunden',
    settings: 'Verbindungseinstellungen',
    stunLabel: 'STUN-/TURN-Server (einer pro Zeile; leer: nur im selben Netz)',
    stunHint: 'Vorgabe: {server}. Ein TURN-Server mit Zugang: turn:name:passwort@host:port',
    save: 'Übernehmen',
    stunSaved: 'Gilt für die nächsten Einladungen.',
    replyUnknown: 'Das ist kein Antwort-Code dieser Partie. Bitte den ganzen Code einfügen.',
    replyOtherTable: 'Dieser Antwort-Code gehört zu einer anderen Partie.',
    replyOld: 'Dieser Antwort-Code beantwortet eine ältere Einladung für {name}. Schicke den neuen Link und füge die neue Antwort ein.',
    replyTaken: 'Der Platz von {name} ist schon verbunden.',
    failed: 'Keine Verbindung zu {name}. Wahrscheinlich lassen die Router beider Geräte keine direkte Verbindung zu (z. B. beide hinter strengem NAT, das bräuchte einen TURN-Server). Versucht: dasselbe WLAN, ein Handy-Hotspot für ein Gerät, oder einen TURN-Server in den Verbindungseinstellungen. Eine neue Einladung steht bereit.',
    refusedDevice: 'Ein anderes Gerät wollte den Platz von {name} einnehmen und wurde abgewiesen.',
    guestLost: 'Die Verbindung zu {name} ist abgebrochen. Schicke die neue Einladung; der Platz bleibt für dieses Gerät reserviert.',
    // the guest's page
    joinTitle: '{game}: Einladung',
    joinAs: 'Du spielst als {seat}.',
    joinAsSeat: 'Platz {n}',
    joinAsSpectator: 'Du schaust zu.',
    joinPreparing: 'Antwort wird vorbereitet …',
    joinReply: 'Dein Antwort-Code',
    joinReplyHow: 'Schicke diesen Code an die Person, die dich eingeladen hat. Sobald sie ihn auf ihrer Seite einfügt, beginnt hier das Spiel. Lass diese Seite so lange offen.',
    joinWaiting: 'Warte auf die Verbindung …',
    joinInvalid: 'Dieser Link ist keine gültige Einladung (vielleicht unvollständig kopiert).',
    joinFailed: 'Keine Verbindung zum Gastgeber. Wahrscheinlich lassen die Router keine direkte Verbindung zu (beide hinter strengem NAT, das bräuchte einen TURN-Server). Versucht: dasselbe WLAN oder einen Handy-Hotspot; dann eine neue Einladung.',
    joinTaken: 'Dieser Platz ist schon von einem anderen Gerät belegt. Bitte um eine eigene Einladung.',
    joinRefused: 'Der Gastgeber hat die Verbindung abgelehnt ({code}).',
    joinLost: 'Die Verbindung zum Gastgeber ist abgebrochen. Die Partie ist dort gespeichert. Bitte um einen neuen Link und öffne ihn in diesem Browser: dein Platz ist für dich reserviert.',
    joinNoAnswer: 'Der Gastgeber antwortet nicht. Dein Zug ist nicht angekommen.',
    remoteTag: 'an einem anderen Gerät',
    back: 'Zur Startseite',
  },
  en: {
    remoteKind: 'Person on another device',
    panelTitle: 'Players on other devices',
    panelCount: '{k} of {n} connected',
    panelHow: 'Send each seat its link (by messenger, mail, …). Whoever opens it gets a reply code and sends it back: paste it here and press “Connect”. Both devices must be online at the same time; this device keeps the game.',
    inviteFor: 'Invitation for {name}',
    spectatorInvite: 'Spectator link (sees only what lies on the table)',
    spectatorName: 'Spectator',
    replyFor: 'Reply code from {name}',
    replySpectator: 'Reply code of the spectator',
    connect: 'Connect',
    copy: 'Copy',
    qr: 'Show as a QR code',
    qrLabel: 'QR code of the invitation for {name}: scan it with the other device\'s camera',
    copied: 'Copied.',
    share: 'Share',
    preparing: 'Preparing the invitation …',
    waiting: 'waiting for the reply code',
    connecting: 'connecting …',
    connected: 'connected',
    lost: 'connection lost: new invitation below',
    viewers: '{n} spectators connected',
    settings: 'Connection settings',
    stunLabel: 'STUN/TURN servers (one per line; empty: the same network only)',
    stunHint: 'Default: {server}. A TURN server with credentials: turn:name:password@host:port',
    save: 'Apply',
    stunSaved: 'Used for the next invitations.',
    replyUnknown: 'This is not a reply code of this game. Please paste the whole code.',
    replyOtherTable: 'This reply code belongs to another game.',
    replyOld: 'This reply code answers an older invitation for {name}. Send the new link and paste the new reply.',
    replyTaken: '{name}’s seat is already connected.',
    failed: 'No connection to {name}. Most likely the routers of both devices allow no direct connection (e.g. both behind strict NAT, which needs a TURN server). Try: the same Wi-Fi, a phone hotspot for one device, or a TURN server in the connection settings. A new invitation is ready.',
    refusedDevice: 'Another device tried to take {name}’s seat and was turned away.',
    guestLost: 'The connection to {name} dropped. Send the new invitation; the seat stays reserved for that device.',
    joinTitle: '{game}: invitation',
    joinAs: 'You play as {seat}.',
    joinAsSeat: 'seat {n}',
    joinAsSpectator: 'You are watching.',
    joinPreparing: 'Preparing the reply …',
    joinReply: 'Your reply code',
    joinReplyHow: 'Send this code to the person who invited you. As soon as they paste it on their page, the game begins here. Keep this page open until then.',
    joinWaiting: 'Waiting for the connection …',
    joinInvalid: 'This link is not a valid invitation (perhaps not copied completely).',
    joinFailed: 'No connection to the host. Most likely the routers allow no direct connection (both behind strict NAT, which needs a TURN server). Try: the same Wi-Fi or a phone hotspot; then a new invitation.',
    joinTaken: 'This seat is already taken by another device. Ask for an invitation of your own.',
    joinRefused: 'The host refused the connection ({code}).',
    joinLost: 'The connection to the host dropped. The game is saved there. Ask for a new link and open it in this browser: your seat is kept for you.',
    joinNoAnswer: 'The host does not answer. Your move did not arrive.',
    remoteTag: 'on another device',
    back: 'To the start page',
  },
};

/** A word of this feature in the page's language. */
export function nt(key, vars = {}) {
  const text = WORDS[lang()]?.[key] ?? WORDS.en[key] ?? key;
  return fill(text, vars);
}

/** Loads www/css/net.css once. */
export function ensureNetStyles() {
  if (document.querySelector('link[data-net-styles]')) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = new URL('../../../css/net.css', import.meta.url).href;
  link.dataset.netStyles = '';
  document.head.append(link);
}
