<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>JobFormat</name>
    <message>
        <source>%1× %2</source>
        <translation>%1× %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Unspecified</source>
        <translation>Nicht angegeben</translation>
    </message>
    <message>
        <source>Queued</source>
        <translation>In der Warteschlange</translation>
    </message>
    <message>
        <source>Preparing</source>
        <translation>Wird vorbereitet</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Wird ausgeführt</translation>
    </message>
    <message>
        <source>Succeeded</source>
        <translation>Erfolgreich</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <source>Cancelling</source>
        <translation>Wird abgebrochen</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Abgebrochen</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1m %2s</source>
        <translation>%1 min %2 s</translation>
    </message>
    <message>
        <source>%1h %2m</source>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <source>%1d %2h</source>
        <translation>%1 d %2 h</translation>
    </message>
    <message>
        <source>1 master</source>
        <translation>1 Master</translation>
    </message>
    <message>
        <source>1 worker</source>
        <translation>1 Worker</translation>
    </message>
    <message>
        <source>%1 workers</source>
        <translation>%1 Worker</translation>
    </message>
    <message>
        <source>1 parameter server</source>
        <translation>1 Parameterserver</translation>
    </message>
    <message>
        <source>%1 parameter servers</source>
        <translation>%1 Parameterserver</translation>
    </message>
    <message>
        <source>1 evaluator</source>
        <translation>1 Evaluator</translation>
    </message>
    <message>
        <source>%1 evaluators</source>
        <translation>%1 Evaluatoren</translation>
    </message>
    <message>
        <source>CUSTOM: %1</source>
        <translation>CUSTOM: %1</translation>
    </message>
    <message>
        <source>CUSTOM: %1 (%2)</source>
        <translation>CUSTOM: %1 (%2)</translation>
    </message>
    <message>
        <source>master: %1</source>
        <translation>Master: %1</translation>
    </message>
    <message>
        <source>workers: %1× %2</source>
        <translation>Worker: %1× %2</translation>
    </message>
    <message>
        <source>parameter servers: %1× %2</source>
        <translation>Parameterserver: %1× %2</translation>
    </message>
    <message>
        <source>evaluators: %1× %2</source>
        <translation>Evaluatoren: %1× %2</translation>
    </message>
    <message>
        <source>image: %1</source>
        <translation>Image: %1</translation>
    </message>
    <message>
        <source>minimize</source>
        <translation>minimieren</translation>
    </message>
    <message>
        <source>maximize</source>
        <translation>maximieren</translation>
    </message>
    <message>
        <source>%1 %2, trial %3 (%4)</source>
        <translation>%1 %2, Test %3 (%4)</translation>
    </message>
</context>
<context>
    <name>trainyard</name>
    <message>
        <source>Desktop console for machine-learning training jobs.</source>
        <translation>Desktop-Konsole für Trainingsjobs für maschinelles Lernen.</translation>
    </message>
    <message>
        <source>The local daemon&apos;s socket (default: the daemon&apos;s own default).</source>
        <translation>Der Socket des lokalen Daemons (Standard: der eigene Standard des Daemons).</translation>
    </message>
    <message>
        <source>The trainyardd to start when none answers (default: next to this program, else on PATH).</source>
        <translation>Der trainyardd, der gestartet wird, wenn keiner antwortet (Standard: neben diesem Programm, sonst im PATH).</translation>
    </message>
    <message>
        <source>An argument for a daemon the console starts (repeatable), e.g. --daemon-arg=--data-dir=/srv/jobs.</source>
        <translation>Ein Argument für einen Daemon, den die Konsole startet (wiederholbar), z. B. --daemon-arg=--data-dir=/srv/jobs.</translation>
    </message>
    <message>
        <source>Never start the local daemon; only connect to it.</source>
        <translation>Den lokalen Daemon nie starten, nur eine Verbindung zu ihm herstellen.</translation>
    </message>
    <message>
        <source>Do not show the local daemon at all (remote backends only).</source>
        <translation>Den lokalen Daemon überhaupt nicht anzeigen (nur Remote-Backends).</translation>
    </message>
</context>
<context>
    <name>trainyard::client::HttpTransport</name>
    <message>
        <source>The server&apos;s certificate is not trusted: it is self-signed, from an unknown certificate authority, or for another host name. Pin it in Settings (Test, then Trust this certificate…) or give the backend a CA file.</source>
        <translation>Das Zertifikat des Servers ist nicht vertrauenswürdig: Es ist selbstsigniert, stammt von einer unbekannten Zertifizierungsstelle oder gilt für einen anderen Hostnamen. Pinnen Sie es in den Einstellungen (Testen, dann „Diesem Zertifikat vertrauen…“) oder geben Sie dem Backend eine CA-Datei.</translation>
    </message>
    <message>
        <source>THE SERVER&apos;S CERTIFICATE HAS CHANGED since you pinned it. Someone may be intercepting the connection; nothing was sent. If the daemon&apos;s certificate was replaced on purpose, compare its fingerprint with the daemon&apos;s and forget the old pin in the backend&apos;s settings.</source>
        <translation>DAS ZERTIFIKAT DES SERVERS HAT SICH GEÄNDERT, seit Sie es gepinnt haben. Möglicherweise fängt jemand die Verbindung ab; es wurde nichts gesendet. Wenn das Zertifikat des Daemons absichtlich ersetzt wurde, vergleichen Sie seinen Fingerabdruck mit dem des Daemons und vergessen Sie den alten Pin in den Einstellungen des Backends.</translation>
    </message>
    <message>
        <source>The backend&apos;s CA file cannot be read or holds no certificate.</source>
        <translation>Die CA-Datei des Backends kann nicht gelesen werden oder enthält kein Zertifikat.</translation>
    </message>
    <message>
        <source>The TLS handshake failed: the server may speak plain HTTP (try http://), or it offers no TLS version this console accepts.</source>
        <translation>Der TLS-Handshake ist fehlgeschlagen: Der Server spricht möglicherweise unverschlüsseltes HTTP (versuchen Sie http://), oder er bietet keine TLS-Version an, die diese Konsole akzeptiert.</translation>
    </message>
    <message>
        <source>Refused to send the token and jobs unencrypted to %1: use https://, or allow plain HTTP for this backend in Settings if the network is trusted.</source>
        <translation>Das unverschlüsselte Senden des Tokens und der Jobs an %1 wurde verweigert: Verwenden Sie https:// oder erlauben Sie unverschlüsseltes HTTP für dieses Backend in den Einstellungen, wenn das Netzwerk vertrauenswürdig ist.</translation>
    </message>
</context>
<context>
    <name>trainyard::client::LocalDaemonBackend</name>
    <message>
        <source>trainyardd was not found next to the console or on PATH; install it or start it yourself</source>
        <translation>trainyardd wurde weder neben der Konsole noch im PATH gefunden; installieren Sie ihn oder starten Sie ihn selbst</translation>
    </message>
    <message>
        <source>could not start %1</source>
        <translation>%1 konnte nicht gestartet werden</translation>
    </message>
    <message>
        <source>the daemon (pid %1) did not stop within 15 seconds</source>
        <translation>der Daemon (PID %1) wurde nicht innerhalb von 15 Sekunden beendet</translation>
    </message>
</context>
<context>
    <name>trainyard::client::LocalVertexBackend</name>
    <message>
        <source>waiting for the local daemon</source>
        <translation>warten auf den lokalen Daemon</translation>
    </message>
</context>
<context>
    <name>trainyard::client::SshDaemonBackend</name>
    <message>
        <source>Opening an SSH connection to %1…</source>
        <translation>SSH-Verbindung zu %1 wird geöffnet…</translation>
    </message>
    <message>
        <source>Trying again.</source>
        <translation>Es wird erneut versucht.</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <source>No trainyardd answers at %1: start it there (trainyardd --socket %2).</source>
        <translation>Unter %1 antwortet kein trainyardd: Starten Sie ihn dort (trainyardd --socket %2).</translation>
    </message>
    <message>
        <source>Starting trainyardd on %1…</source>
        <translation>trainyardd wird auf %1 gestartet…</translation>
    </message>
    <message>
        <source>trainyardd was not found on %1: install it there, or give its path in the backend&apos;s settings.</source>
        <translation>trainyardd wurde auf %1 nicht gefunden: Installieren Sie ihn dort oder geben Sie seinen Pfad in den Einstellungen des Backends an.</translation>
    </message>
    <message>
        <source>trainyardd could not be started on %1 (exit status %2): %3</source>
        <translation>trainyardd konnte auf %1 nicht gestartet werden (Exit-Status %2): %3</translation>
    </message>
</context>
<context>
    <name>trainyard::client::SshFailure</name>
    <message>
        <source>The host key of %1 has CHANGED since you last connected. Someone may be intercepting the connection, or the host was reinstalled: ask its administrator before you remove the old key from known_hosts. Nothing was sent.</source>
        <translation>Der Host-Schlüssel von %1 hat sich seit Ihrer letzten Verbindung GEÄNDERT. Möglicherweise fängt jemand die Verbindung ab, oder der Host wurde neu installiert: Fragen Sie seinen Administrator, bevor Sie den alten Schlüssel aus known_hosts entfernen. Es wurde nichts gesendet.</translation>
    </message>
    <message>
        <source>The host key of %1 is not known: connect once with ssh in a terminal, check the fingerprint and accept it, then reconnect.</source>
        <translation>Der Host-Schlüssel von %1 ist unbekannt: Verbinden Sie sich einmal mit ssh in einem Terminal, prüfen Sie den Fingerabdruck und akzeptieren Sie ihn, und verbinden Sie sich dann erneut.</translation>
    </message>
    <message>
        <source>%1 refused your SSH key: check that your key is in ~/.ssh/authorized_keys there and loaded (ssh-add -l); a key with a passphrase needs the agent.</source>
        <translation>%1 hat Ihren SSH-Schlüssel abgelehnt: Prüfen Sie, ob Ihr Schlüssel dort in ~/.ssh/authorized_keys steht und geladen ist (ssh-add -l); ein Schlüssel mit Passphrase braucht den Agenten.</translation>
    </message>
    <message>
        <source>The host name %1 cannot be resolved: check its spelling, your network or VPN, and ~/.ssh/config.</source>
        <translation>Der Hostname %1 kann nicht aufgelöst werden: Prüfen Sie die Schreibweise, Ihr Netzwerk oder VPN und ~/.ssh/config.</translation>
    </message>
    <message>
        <source>%1 cannot be reached: it may be down, or a firewall or VPN stands in the way.</source>
        <translation>%1 ist nicht erreichbar: Der Rechner ist möglicherweise ausgefallen, oder eine Firewall oder ein VPN steht im Weg.</translation>
    </message>
    <message>
        <source>The SSH connection to %1 was lost.</source>
        <translation>Die SSH-Verbindung zu %1 wurde unterbrochen.</translation>
    </message>
    <message>
        <source>ssh could not connect to %1.</source>
        <translation>ssh konnte keine Verbindung zu %1 herstellen.</translation>
    </message>
    <message>
        <source>%1 could not be run (%2): install OpenSSH&apos;s client or name its path.</source>
        <translation>%1 konnte nicht ausgeführt werden (%2): Installieren Sie den OpenSSH-Client oder geben Sie seinen Pfad an.</translation>
    </message>
</context>
<context>
    <name>trainyard::client::SshTarget</name>
    <message>
        <source>Destination: name the host, like user@login-node or a Host of your ssh config.</source>
        <translation>Ziel: Geben Sie den Host an, z. B. user@login-node oder einen Host Ihrer ssh-Konfiguration.</translation>
    </message>
    <message>
        <source>Destination: &quot;%1&quot; is not a host: it must not start with &apos;-&apos; or contain spaces.</source>
        <translation>Ziel: „%1“ ist kein Host: Er darf nicht mit &apos;-&apos; beginnen und keine Leerzeichen enthalten.</translation>
    </message>
    <message>
        <source>Jump host: &quot;%1&quot; is not a host list: like user@bastion or a,b; no spaces, not starting with &apos;-&apos;.</source>
        <translation>Jump-Host: „%1“ ist keine Host-Liste wie user@bastion oder a,b: ohne Leerzeichen, nicht mit &apos;-&apos; beginnend.</translation>
    </message>
    <message>
        <source>SSH program: name ssh or its path.</source>
        <translation>SSH-Programm: Geben Sie ssh oder seinen Pfad an.</translation>
    </message>
</context>
<context>
    <name>trainyard::client::SshTunnel</name>
    <message>
        <source>The daemon&apos;s socket on %1 could not be found; give its path in the backend&apos;s settings.</source>
        <translation>Der Socket des Daemons auf %1 wurde nicht gefunden; geben Sie seinen Pfad in den Einstellungen des Backends an.</translation>
    </message>
    <message>
        <source>ssh could not forward %1 to %2 on %3.</source>
        <translation>ssh konnte %1 nicht an %2 auf %3 weiterleiten.</translation>
    </message>
</context>
<context>
    <name>trainyard::models::JobListModel</name>
    <message>
        <source>Job</source>
        <translation>Job</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Erstellt</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <source>Scale tier</source>
        <translation>Skalierungsstufe</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>Region</translation>
    </message>
    <message>
        <source>Labels</source>
        <translation>Labels</translation>
    </message>
    <message>
        <source>Best metric</source>
        <translation>Bester Messwert</translation>
    </message>
</context>
<context>
    <name>trainyard::models::NotificationEngine</name>
    <message>
        <source>Job %1 is queued</source>
        <translation>Job %1 ist in der Warteschlange</translation>
    </message>
    <message>
        <source>Job %1 is preparing</source>
        <translation>Job %1 wird vorbereitet</translation>
    </message>
    <message>
        <source>Job %1 is running</source>
        <translation>Job %1 wird ausgeführt</translation>
    </message>
    <message>
        <source>Job %1 succeeded</source>
        <translation>Job %1 war erfolgreich</translation>
    </message>
    <message>
        <source>Job %1 failed</source>
        <translation>Job %1 ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>Job %1 is being cancelled</source>
        <translation>Job %1 wird abgebrochen</translation>
    </message>
    <message>
        <source>Job %1 was cancelled</source>
        <translation>Job %1 wurde abgebrochen</translation>
    </message>
    <message>
        <source>Job %1 is %2</source>
        <translation>Job %1 ist %2</translation>
    </message>
    <message>
        <source>on %1</source>
        <translation>auf %1</translation>
    </message>
    <message>
        <source>Job %1 logged “%2”</source>
        <translation>Job %1 hat „%2“ ins Log geschrieben</translation>
    </message>
    <message>
        <source>on %1: %2</source>
        <translation>auf %1: %2</translation>
    </message>
    <message>
        <source>(and 1 more line)</source>
        <translation>(und 1 weitere Zeile)</translation>
    </message>
    <message numerus="yes">
        <source>(and %n more lines)</source>
        <translation>
            <numerusform>(und %n weitere Zeile)</numerusform>
            <numerusform>(und %n weitere Zeilen)</numerusform>
        </translation>
    </message>
    <message>
        <source>Job %1, trial %2: %3 above %4</source>
        <translation>Job %1, Test %2: %3 über %4</translation>
    </message>
    <message>
        <source>Job %1, trial %2: %3 below %4</source>
        <translation>Job %1, Test %2: %3 unter %4</translation>
    </message>
    <message>
        <source>on %1: reported %2 at step %3</source>
        <translation>auf %1: %2 bei Schritt %3 gemeldet</translation>
    </message>
    <message>
        <source>on %1: reported %2</source>
        <translation>auf %1: %2 gemeldet</translation>
    </message>
</context>
<context>
    <name>trainyard::models::NotificationRules</name>
    <message>
        <source>State change</source>
        <translation>Statusänderung</translation>
    </message>
    <message>
        <source>Log line</source>
        <translation>Logzeile</translation>
    </message>
    <message>
        <source>Metric threshold</source>
        <translation>Messwert-Schwellenwert</translation>
    </message>
    <message>
        <source>no state chosen</source>
        <translation>kein Status ausgewählt</translation>
    </message>
    <message>
        <source>enters %1</source>
        <translation>wechselt zu %1</translation>
    </message>
    <message>
        <source>no pattern</source>
        <translation>kein Muster</translation>
    </message>
    <message>
        <source>line matches “%1”</source>
        <translation>Zeile passt zu „%1“</translation>
    </message>
    <message>
        <source> (WARNING and up)</source>
        <translation> (ab WARNING)</translation>
    </message>
    <message>
        <source> (ERROR and up)</source>
        <translation> (ab ERROR)</translation>
    </message>
    <message>
        <source>the objective metric</source>
        <translation>der Zielmesswert</translation>
    </message>
    <message>
        <source>%1 above %2</source>
        <translation>%1 über %2</translation>
    </message>
    <message>
        <source>%1 below %2</source>
        <translation>%1 unter %2</translation>
    </message>
    <message>
        <source>every job</source>
        <translation>alle Jobs</translation>
    </message>
    <message>
        <source>jobs “%1”</source>
        <translation>Jobs „%1“</translation>
    </message>
    <message>
        <source> on “%1”</source>
        <translation> auf „%1“</translation>
    </message>
    <message>
        <source>Rule %1 (%2)</source>
        <translation>Regel %1 (%2)</translation>
    </message>
    <message>
        <source>%1: choose at least one state.</source>
        <translation>%1: Wählen Sie mindestens einen Status aus.</translation>
    </message>
    <message>
        <source>%1: the pattern is empty.</source>
        <translation>%1: Das Muster ist leer.</translation>
    </message>
    <message>
        <source>%1: the pattern is not a valid regular expression: %2 at offset %3.</source>
        <translation>%1: Das Muster ist kein gültiger regulärer Ausdruck: %2 an Position %3.</translation>
    </message>
    <message>
        <source>%1: the rate limit must be between 1 and %2 seconds.</source>
        <translation>%1: Die Ratenbegrenzung muss zwischen 1 und %2 Sekunden liegen.</translation>
    </message>
    <message>
        <source>%1: the threshold must be a finite number.</source>
        <translation>%1: Der Schwellenwert muss eine endliche Zahl sein.</translation>
    </message>
    <message>
        <source>%1: the job filter is not a valid wildcard.</source>
        <translation>%1: Der Jobfilter ist kein gültiges Platzhaltermuster.</translation>
    </message>
    <message>
        <source>%1: the backend filter is not a valid wildcard.</source>
        <translation>%1: Der Backend-Filter ist kein gültiges Platzhaltermuster.</translation>
    </message>
</context>
<context>
    <name>trainyard::models::OutputTreeModel</name>
    <message>
        <source>Trial %1</source>
        <translation>Test %1</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Modified</source>
        <translation>Geändert</translation>
    </message>
</context>
<context>
    <name>trainyard::models::TransitionModel</name>
    <message>
        <source>The job was created</source>
        <translation>Der Job wurde erstellt</translation>
    </message>
    <message>
        <source>From %1</source>
        <translation>Von %1</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Time in state</source>
        <translation>Dauer im Status</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
</context>
<context>
    <name>trainyard::models::TrialTableModel</name>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>Trial %1: %2</source>
        <translation>Test %1: %2</translation>
    </message>
    <message>
        <source>Not finished: latest %1 at step %2</source>
        <translation>Nicht abgeschlossen: zuletzt %1 bei Schritt %2</translation>
    </message>
    <message>
        <source>The trial failed: it has no final value</source>
        <translation>Der Test ist fehlgeschlagen: Er hat keinen Endwert</translation>
    </message>
    <message numerus="yes">
        <source>%n intermediate value(s)</source>
        <translation>
            <numerusform>%n Zwischenwert</numerusform>
            <numerusform>%n Zwischenwerte</numerusform>
        </translation>
    </message>
    <message>
        <source>Started %1</source>
        <translation>Gestartet %1</translation>
    </message>
    <message>
        <source>%1: lower is better</source>
        <translation>%1: niedriger ist besser</translation>
    </message>
    <message>
        <source>%1: higher is better</source>
        <translation>%1: höher ist besser</translation>
    </message>
    <message>
        <source>%1 (log scale)</source>
        <translation>%1 (logarithmische Skala)</translation>
    </message>
    <message>
        <source>Trial</source>
        <translation>Test</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Best so far</source>
        <translation>Bisher bester</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <source>Stopped early</source>
        <translation>Vorzeitig beendet</translation>
    </message>
</context>
<context>
    <name>trainyard::spec::Catalog</name>
    <message>
        <source>A single worker instance. Suitable for learning how to use the service and for experimenting with new models on small datasets.</source>
        <translation>Eine einzelne Worker-Instanz. Geeignet, um die Verwendung des Dienstes zu lernen und mit neuen Modellen unter Verwendung kleiner Datasets zu experimentieren.</translation>
    </message>
    <message>
        <source>Many workers and a few parameter servers.</source>
        <translation>Viele Worker und einige Parameterserver.</translation>
    </message>
    <message>
        <source>A large number of workers with many parameter servers.</source>
        <translation>Eine große Anzahl von Workern mit vielen Parameterservern.</translation>
    </message>
    <message>
        <source>A single worker instance with an NVIDIA Tesla K80 GPU.</source>
        <translation>Eine einzelne Worker-Instanz mit einer NVIDIA Tesla K80-GPU.</translation>
    </message>
    <message>
        <source>A master VM and a Cloud TPU.</source>
        <translation>Eine Master-VM und eine Cloud TPU.</translation>
    </message>
    <message>
        <source>You choose the machine type and count of every replica pool: master, workers, parameter servers and evaluators.</source>
        <translation>Sie wählen den Maschinentyp und die Anzahl für jeden Replikatpool: Master, Worker, Parameterserver und Evaluatoren.</translation>
    </message>
</context>
<context>
    <name>trainyard::spec::DaemonMessages</name>
    <message>
        <source>created</source>
        <translation>erstellt</translation>
    </message>
    <message>
        <source>resources reserved: %1 slots, %2 GPUs</source>
        <translation>Ressourcen reserviert: %1 Slots, %2 GPUs</translation>
    </message>
    <message>
        <source>resources reserved: %1 slots, %2 GPUs for %3 trial at once</source>
        <translation>Ressourcen reserviert: %1 Slots, %2 GPUs für %3 Test gleichzeitig</translation>
    </message>
    <message>
        <source>resources reserved: %1 slots, %2 GPUs for %3 trials at once</source>
        <translation>Ressourcen reserviert: %1 Slots, %2 GPUs für %3 Tests gleichzeitig</translation>
    </message>
    <message>
        <source>resources reserved: %1 slots, %2 GPUs for %3 trial at once (%4)</source>
        <translation>Ressourcen reserviert: %1 Slots, %2 GPUs für %3 Test gleichzeitig (%4)</translation>
    </message>
    <message>
        <source>resources reserved: %1 slots, %2 GPUs for %3 trials at once (%4)</source>
        <translation>Ressourcen reserviert: %1 Slots, %2 GPUs für %3 Tests gleichzeitig (%4)</translation>
    </message>
    <message>
        <source>cannot open the job&apos;s log: %1</source>
        <translation>das Log des Jobs kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>cancel requested</source>
        <translation>Abbruch angefordert</translation>
    </message>
    <message>
        <source>cancelled by the user</source>
        <translation>vom Benutzer abgebrochen</translation>
    </message>
    <message>
        <source>cancelled by the user before it started</source>
        <translation>vom Benutzer vor dem Start abgebrochen</translation>
    </message>
    <message>
        <source>the job did not start running within its maxWaitTime of %1</source>
        <translation>der Job wurde nicht innerhalb seiner maxWaitTime von %1 gestartet</translation>
    </message>
    <message>
        <source>The job ran longer than its maxRunningTime of %1 and was stopped.</source>
        <translation>Der Job lief länger als seine maxRunningTime von %1 und wurde gestoppt.</translation>
    </message>
    <message>
        <source>the daemon restarted and cannot open the job&apos;s log: %1</source>
        <translation>der Daemon wurde neu gestartet und kann das Log des Jobs nicht öffnen: %1</translation>
    </message>
    <message>
        <source>the daemon restarted while the job was being prepared; it is queued again</source>
        <translation>der Daemon wurde neu gestartet, während der Job vorbereitet wurde; er ist wieder in der Warteschlange</translation>
    </message>
    <message>
        <source>The daemon restarted and could not take the job up again: %1</source>
        <translation>Der Daemon wurde neu gestartet und konnte den Job nicht wieder übernehmen: %1</translation>
    </message>
    <message>
        <source>cancelled (completed after a daemon restart)</source>
        <translation>abgebrochen (nach einem Neustart des Daemons abgeschlossen)</translation>
    </message>
    <message>
        <source>its run state was lost</source>
        <translation>sein Ausführungsstatus ist verloren gegangen</translation>
    </message>
    <message>
        <source>its tuning state (tuning.json) was lost</source>
        <translation>sein Abstimmungsstatus (tuning.json) ist verloren gegangen</translation>
    </message>
    <message>
        <source>%1 died while the daemon was down and was already restarted %2 times</source>
        <translation>%1 ist ausgefallen, während der Daemon nicht lief, und wurde bereits %2-mal neu gestartet</translation>
    </message>
    <message>
        <source>cannot restart %1: %2</source>
        <translation>%1 kann nicht neu gestartet werden: %2</translation>
    </message>
    <message>
        <source>%1 restarted (%2 of %3): it was not running when the daemon restarted</source>
        <translation>%1 neu gestartet (%2 von %3): lief beim Neustart des Daemons nicht</translation>
    </message>
    <message>
        <source>the daemon restarted and could not take it up again: %1</source>
        <translation>der Daemon wurde neu gestartet und konnte ihn nicht wieder übernehmen: %1</translation>
    </message>
    <message>
        <source>the median rule stopped it before the daemon restarted</source>
        <translation>die Medianregel hat ihn vor dem Neustart des Daemons beendet</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>the Python interpreter %1 is missing or not executable; install it (Debian: apt-get install python3) or name another with trainyardd --python or trainingInput.pythonInterpreter</source>
        <translation>der Python-Interpreter %1 fehlt oder ist nicht ausführbar; installieren Sie ihn (Debian: apt-get install python3) oder geben Sie mit trainyardd --python oder trainingInput.pythonInterpreter einen anderen an</translation>
    </message>
    <message>
        <source>jobDir %1 is not a local path; this daemon writes job output to local folders</source>
        <translation>jobDir %1 ist kein lokaler Pfad; dieser Daemon schreibt die Jobausgabe in lokale Ordner</translation>
    </message>
    <message>
        <source>cannot create the job dir %1</source>
        <translation>das Jobverzeichnis %1 kann nicht erstellt werden</translation>
    </message>
    <message>
        <source>the package %1 does not exist on this machine (packageUris are local paths here)</source>
        <translation>das Paket %1 ist auf diesem Rechner nicht vorhanden (packageUris sind hier lokale Pfade)</translation>
    </message>
    <message>
        <source>the package %1 is neither a folder nor an sdist (.tar.gz), wheel or zip</source>
        <translation>das Paket %1 ist weder ein Ordner noch ein sdist (.tar.gz), Wheel oder ZIP</translation>
    </message>
    <message>
        <source>staging the package %1 failed: %2</source>
        <translation>Bereitstellen des Pakets %1 fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>cannot run %1 to stage the package; install it (Debian: coreutils, tar)</source>
        <translation>%1 kann zum Bereitstellen des Pakets nicht ausgeführt werden; installieren Sie es (Debian: coreutils, tar)</translation>
    </message>
    <message>
        <source>custom containers need podman (apt-get install podman runc) or docker; none was found on PATH</source>
        <translation>benutzerdefinierte Container erfordern podman (apt-get install podman runc) oder docker; keines davon wurde im PATH gefunden</translation>
    </message>
    <message>
        <source>the container engine %1 (trainyardd --container-engine) is missing or not executable; custom containers need podman (apt-get install podman runc) or docker</source>
        <translation>die Container-Engine %1 (trainyardd --container-engine) fehlt oder ist nicht ausführbar; benutzerdefinierte Container erfordern podman (apt-get install podman runc) oder docker</translation>
    </message>
    <message>
        <source>the container engine %1 does not answer (`%2 info` failed: %3); custom containers need podman (apt-get install podman runc) or docker, working for the daemon&apos;s user</source>
        <translation>die Container-Engine %1 antwortet nicht (`%2 info` fehlgeschlagen: %3); benutzerdefinierte Container erfordern podman (apt-get install podman runc) oder docker, funktionsfähig für den Benutzer des Daemons</translation>
    </message>
    <message>
        <source>the image %1 is not on this machine and pulling it failed: %2</source>
        <translation>das Image %1 ist nicht auf diesem Rechner vorhanden und das Abrufen ist fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>no output</source>
        <translation>keine Ausgabe</translation>
    </message>
    <message>
        <source>all %1 replicas started</source>
        <translation>alle %1 Replikate gestartet</translation>
    </message>
    <message>
        <source>cannot start %1: %2</source>
        <translation>%1 kann nicht gestartet werden: %2</translation>
    </message>
    <message>
        <source>fork failed: %1</source>
        <translation>fork fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>the master replica exited with code 0</source>
        <translation>das Master-Replikat wurde mit Code 0 beendet</translation>
    </message>
    <message>
        <source>The replica %1 exited with %2.</source>
        <translation>Das Replikat %1 wurde mit %2 beendet.</translation>
    </message>
    <message>
        <source>The replica %1 exited with %2. Last lines of its stderr:</source>
        <translation>Das Replikat %1 wurde mit %2 beendet. Letzte Zeilen seiner stderr-Ausgabe:</translation>
    </message>
    <message>
        <source>exit code %1</source>
        <translation>Exit-Code %1</translation>
    </message>
    <message>
        <source>signal %1</source>
        <translation>Signal %1</translation>
    </message>
    <message>
        <source>signal %1 (%2)</source>
        <translation>Signal %1 (%2)</translation>
    </message>
    <message>
        <source>tuning: %1 trial, %2 at once</source>
        <translation>Abstimmung: %1 Test, %2 gleichzeitig</translation>
    </message>
    <message>
        <source>tuning: %1 trials, %2 at once</source>
        <translation>Abstimmung: %1 Tests, %2 gleichzeitig</translation>
    </message>
    <message>
        <source>maxParallelTrials is %1 but this daemon holds %2 trial at once: %3</source>
        <translation>maxParallelTrials ist %1, aber dieser Daemon führt %2 Test gleichzeitig aus: %3</translation>
    </message>
    <message>
        <source>maxParallelTrials is %1 but this daemon holds %2 trials at once: %3</source>
        <translation>maxParallelTrials ist %1, aber dieser Daemon führt %2 Tests gleichzeitig aus: %3</translation>
    </message>
    <message>
        <source>a trial has %1 replica and it runs at most %2 (trainyardd --slots)</source>
        <translation>ein Test hat %1 Replikat und der Daemon führt höchstens %2 aus (trainyardd --slots)</translation>
    </message>
    <message>
        <source>a trial has %1 replicas and it runs at most %2 (trainyardd --slots)</source>
        <translation>ein Test hat %1 Replikate und der Daemon führt höchstens %2 aus (trainyardd --slots)</translation>
    </message>
    <message>
        <source>a trial needs %1 GPU and it has %2 (trainyardd --gpus)</source>
        <translation>ein Test benötigt %1 GPU und der Daemon hat %2 (trainyardd --gpus)</translation>
    </message>
    <message>
        <source>a trial needs %1 GPUs and it has %2 (trainyardd --gpus)</source>
        <translation>ein Test benötigt %1 GPUs und der Daemon hat %2 (trainyardd --gpus)</translation>
    </message>
    <message>
        <source>%1 failed trial, the most this job allows (maxFailedTrials %2). The last, trial %3: %4</source>
        <translation>%1 fehlgeschlagener Test, so viele, wie dieser Job höchstens zulässt (maxFailedTrials %2). Der letzte, Test %3: %4</translation>
    </message>
    <message>
        <source>%1 failed trials, the most this job allows (maxFailedTrials %2). The last, trial %3: %4</source>
        <translation>%1 fehlgeschlagene Tests, so viele, wie dieser Job höchstens zulässt (maxFailedTrials %2). Der letzte, Test %3: %4</translation>
    </message>
    <message>
        <source>%1 failed trial, the most this job allows (the daemon&apos;s limit of %2 for maxTrials %3 when maxFailedTrials is 0). The last, trial %4: %5</source>
        <translation>%1 fehlgeschlagener Test, so viele, wie dieser Job höchstens zulässt (das Limit des Daemons von %2 bei maxTrials %3, wenn maxFailedTrials 0 ist). Der letzte, Test %4: %5</translation>
    </message>
    <message>
        <source>%1 failed trials, the most this job allows (the daemon&apos;s limit of %2 for maxTrials %3 when maxFailedTrials is 0). The last, trial %4: %5</source>
        <translation>%1 fehlgeschlagene Tests, so viele, wie dieser Job höchstens zulässt (das Limit des Daemons von %2 bei maxTrials %3, wenn maxFailedTrials 0 ist). Der letzte, Test %4: %5</translation>
    </message>
    <message>
        <source>the search space has no untried point left after %1 trials</source>
        <translation>im Suchraum ist nach %1 Tests kein unerprobter Punkt mehr übrig</translation>
    </message>
    <message>
        <source>all %1 trials ended</source>
        <translation>alle %1 Tests beendet</translation>
    </message>
    <message>
        <source>%1; the best is trial %2: %3</source>
        <translation>%1; der beste ist Test %2: %3</translation>
    </message>
    <message>
        <source>%1; none reported a value of %2</source>
        <translation>%1; keiner hat einen Wert für %2 gemeldet</translation>
    </message>
    <message>
        <source>%1 and none succeeded. The last to fail, trial %2: %3</source>
        <translation>%1 und keiner war erfolgreich. Der zuletzt fehlgeschlagene, Test %2: %3</translation>
    </message>
    <message>
        <source>%1 and none succeeded</source>
        <translation>%1 und keiner war erfolgreich</translation>
    </message>
    <message>
        <source>the tuner failed: %1</source>
        <translation>der Tuner ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>trial %1 started: %2</source>
        <translation>Test %1 gestartet: %2</translation>
    </message>
    <message>
        <source>trial %1: %2</source>
        <translation>Test %1: %2</translation>
    </message>
    <message>
        <source>trial %1 stopped early (median rule): %2</source>
        <translation>Test %1 vorzeitig beendet (Medianregel): %2</translation>
    </message>
    <message>
        <source>its best %1 by step %2, %3, is worse than the median of the running averages of %4 completed trials up to that step</source>
        <translation>sein bester Wert für %1 bis Schritt %2, %3, ist schlechter als der Median der laufenden Mittelwerte von %4 abgeschlossenen Tests bis zu diesem Schritt</translation>
    </message>
    <message>
        <source>trial %1 succeeded: %2</source>
        <translation>Test %1 erfolgreich: %2</translation>
    </message>
    <message>
        <source>trial %1 failed: %2</source>
        <translation>Test %1 fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>trial %1 cancelled</source>
        <translation>Test %1 abgebrochen</translation>
    </message>
    <message>
        <source>%1=%2 at step %3</source>
        <translation>%1=%2 bei Schritt %3</translation>
    </message>
    <message>
        <source>it reported no value of %1 (hyperparameterMetricTag), so the tuner learns nothing from it</source>
        <translation>kein Wert für %1 gemeldet (hyperparameterMetricTag), daher lernt der Tuner nichts daraus</translation>
    </message>
    <message>
        <source>no NVIDIA driver: %1 was not found (%2)</source>
        <translation>kein NVIDIA-Treiber: %1 wurde nicht gefunden (%2)</translation>
    </message>
    <message>
        <source>%1 lacks %2 (driver too old?)</source>
        <translation>in %1 fehlt %2 (Treiber zu alt?)</translation>
    </message>
    <message>
        <source>%1 lacks %2 (driver too old?): %3</source>
        <translation>in %1 fehlt %2 (Treiber zu alt?): %3</translation>
    </message>
    <message>
        <source>NVML could not start: %1</source>
        <translation>NVML konnte nicht gestartet werden: %1</translation>
    </message>
    <message>
        <source>the NVIDIA driver cannot count its GPUs: %1</source>
        <translation>der NVIDIA-Treiber kann seine GPUs nicht zählen: %1</translation>
    </message>
    <message>
        <source>the NVIDIA driver reports no GPU</source>
        <translation>der NVIDIA-Treiber meldet keine GPU</translation>
    </message>
    <message>
        <source>no GPU figures</source>
        <translation>keine GPU-Werte</translation>
    </message>
    <message>
        <source>Slurm did not take the job: %1</source>
        <translation>Slurm hat den Job nicht angenommen: %1</translation>
    </message>
    <message>
        <source>submitted to Slurm as job %1 in partition %2</source>
        <translation>als Job %1 in der Partition %2 an Slurm übermittelt</translation>
    </message>
    <message>
        <source>Slurm job %1 waits in partition %2: %3</source>
        <translation>Slurm-Job %1 wartet in der Partition %2: %3</translation>
    </message>
    <message>
        <source>all %1 replicas started on %2 (Slurm job %3)</source>
        <translation>alle %1 Replikate auf %2 gestartet (Slurm-Job %3)</translation>
    </message>
    <message>
        <source>Slurm ended job %1 as %2 (exit code %3)</source>
        <translation>Slurm hat Job %1 mit dem Status %2 beendet (Exit-Code %3)</translation>
    </message>
    <message>
        <source>Slurm job %1 completed, but its primary replica never reported how it ended</source>
        <translation>Slurm-Job %1 ist abgeschlossen, aber sein primäres Replikat hat nie gemeldet, wie es geendet hat</translation>
    </message>
    <message>
        <source>Slurm lost job %1: it is neither in the queue nor in the accounting, and it is not submitted twice</source>
        <translation>Slurm hat Job %1 verloren: Er ist weder in der Warteschlange noch im Accounting, und er wird nicht zweimal übermittelt</translation>
    </message>
    <message>
        <source>Slurm lost job %1 (a controller restart before it saved its state?); submitted once more</source>
        <translation>Slurm hat Job %1 verloren (ein Neustart des Controllers, bevor er seinen Zustand gespeichert hat?); erneut übermittelt</translation>
    </message>
    <message>
        <source>Slurm job %1 was cancelled outside Trainyard (scancel)</source>
        <translation>Slurm-Job %1 wurde außerhalb von Trainyard abgebrochen (scancel)</translation>
    </message>
    <message>
        <source>Slurm&apos;s %1 did not answer within %2 s</source>
        <translation>der Slurm-Befehl %1 hat nicht innerhalb von %2 s geantwortet</translation>
    </message>
    <message>
        <source>cannot run Slurm&apos;s %1: %2</source>
        <translation>der Slurm-Befehl %1 kann nicht ausgeführt werden: %2</translation>
    </message>
    <message>
        <source>Slurm&apos;s %1 crashed</source>
        <translation>der Slurm-Befehl %1 ist abgestürzt</translation>
    </message>
    <message>
        <source>Slurm&apos;s %1 exited with code %2 and said nothing</source>
        <translation>der Slurm-Befehl %1 wurde mit Code %2 beendet, ohne etwas auszugeben</translation>
    </message>
    <message>
        <source>Slurm&apos;s %1 did not answer with its JSON</source>
        <translation>der Slurm-Befehl %1 hat nicht mit seinem JSON geantwortet</translation>
    </message>
    <message>
        <source>sbatch did not answer with a job id: %1</source>
        <translation>sbatch hat nicht mit einer Job-ID geantwortet: %1</translation>
    </message>
    <message>
        <source>partition %1 has no nodes (sinfo lists none in it)</source>
        <translation>die Partition %1 hat keine Knoten (sinfo listet darin keine auf)</translation>
    </message>
    <message>
        <source>partition %1 has not been described yet</source>
        <translation>die Partition %1 wurde noch nicht abgefragt</translation>
    </message>
    <message>
        <source>squeue has not answered yet</source>
        <translation>squeue hat noch nicht geantwortet</translation>
    </message>
    <message>
        <source>Slurm location %1 gathers no job accounting (JobAcctGatherType=jobacct_gather/none): no CPU or memory figures</source>
        <translation>der Slurm-Standort %1 erfasst kein Job-Accounting (JobAcctGatherType=jobacct_gather/none): keine CPU- oder Arbeitsspeicherwerte</translation>
    </message>
    <message>
        <source>%1: custom containers do not run on Slurm location %2 yet</source>
        <translation>%1: benutzerdefinierte Container laufen am Slurm-Standort %2 noch nicht</translation>
    </message>
    <message>
        <source>trainingInput: the job&apos;s %1 replica pools each need a node of their own at Slurm location %2, which has %3</source>
        <translation>trainingInput: die %1 Replikatpools des Jobs benötigen jeweils einen eigenen Knoten am Slurm-Standort %2, der %3 hat</translation>
    </message>
    <message>
        <source>%1: machine type %2 has %3 vCPUs; the largest node at Slurm location %4 has %5</source>
        <translation>%1: der Maschinentyp %2 hat %3 vCPUs; der größte Knoten am Slurm-Standort %4 hat %5</translation>
    </message>
    <message>
        <source>%1: machine type %2 has %3 MB of memory; the largest node at Slurm location %4 has %5 MB</source>
        <translation>%1: der Maschinentyp %2 hat %3 MB Arbeitsspeicher; der größte Knoten am Slurm-Standort %4 hat %5 MB</translation>
    </message>
    <message>
        <source>%1: a replica takes %2 GPUs; the largest node at Slurm location %3 has %4</source>
        <translation>%1: ein Replikat belegt %2 GPUs; der größte Knoten am Slurm-Standort %3 hat %4</translation>
    </message>
    <message>
        <source>%1 cannot go into a Slurm batch script: it holds a line break or another control character</source>
        <translation>%1 kann nicht in ein Slurm-Batchskript übernommen werden: es enthält einen Zeilenumbruch oder ein anderes Steuerzeichen</translation>
    </message>
    <message>
        <source>the Slurm task could not start its replica: %1</source>
        <translation>der Slurm-Task konnte sein Replikat nicht starten: %1</translation>
    </message>
    <message>
        <source>the job runs on a Slurm cluster, whose accounting (sstat) measures CPU and memory but no GPUs</source>
        <translation>der Job läuft auf einem Slurm-Cluster, dessen Accounting (sstat) CPU und Arbeitsspeicher misst, aber keine GPUs</translation>
    </message>
    <message>
        <source>preparing the job for Slurm location %1 (partition %2)</source>
        <translation>der Job wird für den Slurm-Standort %1 vorbereitet (Partition %2)</translation>
    </message>
</context>
<context>
    <name>trainyard::spec::Validator</name>
    <message>
        <source>A custom container for this role needs one for the master too (masterConfig.imageUri).</source>
        <translation>Ein benutzerdefinierter Container für diese Rolle erfordert auch einen für den Master (masterConfig.imageUri).</translation>
    </message>
    <message>
        <source>%1 only applies to a custom container; set imageUri.</source>
        <translation>%1 gilt nur für einen benutzerdefinierten Container; legen Sie imageUri fest.</translation>
    </message>
    <message>
        <source>Use either args or the replicas&apos; containerCommand/containerArgs, not both.</source>
        <translation>Verwenden Sie entweder args oder containerCommand/containerArgs der Replikate, nicht beides.</translation>
    </message>
    <message>
        <source>Set either a custom container (masterConfig.imageUri) or runtimeVersion, not both.</source>
        <translation>Legen Sie entweder einen benutzerdefinierten Container (masterConfig.imageUri) oder runtimeVersion fest, nicht beides.</translation>
    </message>
    <message>
        <source>pythonVersion applies to runtime versions; a custom container brings its own Python.</source>
        <translation>pythonVersion gilt für Laufzeitversionen; ein benutzerdefinierter Container bringt sein eigenes Python mit.</translation>
    </message>
    <message>
        <source>A custom container job takes no trainer packages; install them in the image.</source>
        <translation>Ein Job mit benutzerdefiniertem Container verwendet keine Trainerpakete; installieren Sie diese im Image.</translation>
    </message>
    <message>
        <source>A custom container job runs its entrypoint; pythonModule applies only to trainer packages.</source>
        <translation>Ein Job mit benutzerdefiniertem Container führt seinen Einstiegspunkt aus; pythonModule gilt nur für Trainerpakete.</translation>
    </message>
    <message>
        <source>Give a trainer package (packageUris) or a custom container (masterConfig.imageUri).</source>
        <translation>Geben Sie ein Trainerpaket (packageUris) oder einen benutzerdefinierten Container (masterConfig.imageUri) an.</translation>
    </message>
    <message>
        <source>At most %1 packages; this job has %2.</source>
        <translation>Höchstens %1 Pakete; dieser Job hat %2.</translation>
    </message>
    <message>
        <source>A package location cannot be empty.</source>
        <translation>Ein Paketspeicherort darf nicht leer sein.</translation>
    </message>
    <message>
        <source>Name the Python module to run, such as trainer.task.</source>
        <translation>Geben Sie das auszuführende Python-Modul an, z. B. trainer.task.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a Python module name (dotted identifiers, such as trainer.task).</source>
        <translation>„%1“ ist kein Python-Modulname (durch Punkte getrennte Bezeichner, z. B. trainer.task).</translation>
    </message>
    <message>
        <source>Without runtimeVersion the service picks its default runtime; name the one your code was written for.</source>
        <translation>Ohne runtimeVersion wählt der Dienst seine Standardlaufzeit; geben Sie die an, für die Ihr Code geschrieben wurde.</translation>
    </message>
    <message>
        <source>Unknown runtime version &quot;%1&quot;; known: %2.</source>
        <translation>Unbekannte Laufzeitversion „%1“; bekannt sind: %2.</translation>
    </message>
    <message>
        <source>Python %1 is not available with runtime version %2; use %3.</source>
        <translation>Python %1 ist mit Laufzeitversion %2 nicht verfügbar; verwenden Sie %3.</translation>
    </message>
    <message>
        <source>Choose the region the job runs in.</source>
        <translation>Wählen Sie die Region aus, in der der Job ausgeführt wird.</translation>
    </message>
    <message>
        <source>Unknown region &quot;%1&quot;; training runs in %2.</source>
        <translation>Unbekannte Region „%1“; Training wird ausgeführt in: %2.</translation>
    </message>
    <message>
        <source>useChiefInTfConfig only affects custom container jobs.</source>
        <translation>useChiefInTfConfig wirkt sich nur auf Jobs mit benutzerdefiniertem Container aus.</translation>
    </message>
    <message>
        <source>A service account is an email address, such as trainer@my-project.iam.gserviceaccount.com.</source>
        <translation>Ein Dienstkonto ist eine E-Mail-Adresse, z. B. trainer@my-project.iam.gserviceaccount.com.</translation>
    </message>
    <message>
        <source>Write the network as projects/{project number}/global/networks/{network name}.</source>
        <translation>Geben Sie das Netzwerk als projects/{project number}/global/networks/{network name} an.</translation>
    </message>
    <message>
        <source>Write the key as projects/{project}/locations/{region}/keyRings/{key ring}/cryptoKeys/{key}.</source>
        <translation>Geben Sie den Schlüssel als projects/{project}/locations/{region}/keyRings/{key ring}/cryptoKeys/{key} an.</translation>
    </message>
    <message>
        <source>maxWaitTime must be at least %1 seconds (30 minutes) when set; it is %2.</source>
        <translation>maxWaitTime muss, wenn festgelegt, mindestens %1 Sekunden (30 Minuten) betragen; der Wert ist %2.</translation>
    </message>
    <message>
        <source>maxRunningTime must be longer than zero; leave it unset for the default of seven days.</source>
        <translation>maxRunningTime muss größer als null sein; lassen Sie den Wert leer, um den Standardwert von sieben Tagen zu verwenden.</translation>
    </message>
    <message>
        <source>Priority is between 0 and 1000; it is %1.</source>
        <translation>Die Priorität liegt zwischen 0 und 1000; der Wert ist %1.</translation>
    </message>
    <message>
        <source>A replica count cannot be negative.</source>
        <translation>Eine Replikatanzahl darf nicht negativ sein.</translation>
    </message>
    <message>
        <source>Scale tier CUSTOM needs a machine type for the master.</source>
        <translation>Die Skalierungsstufe CUSTOM erfordert einen Maschinentyp für den Master.</translation>
    </message>
    <message>
        <source>%1 is %2, so %3 needs a machine type.</source>
        <translation>%1 ist %2, daher erfordert %3 einen Maschinentyp.</translation>
    </message>
    <message>
        <source>%1 is ignored while %2 is 0.</source>
        <translation>%1 wird ignoriert, solange %2 gleich 0 ist.</translation>
    </message>
    <message>
        <source>Replica counts can only be set with scale tier CUSTOM.</source>
        <translation>Replikatanzahlen können nur mit der Skalierungsstufe CUSTOM festgelegt werden.</translation>
    </message>
    <message>
        <source>Machine types are only used with scale tier CUSTOM; this one is ignored.</source>
        <translation>Maschinentypen werden nur mit der Skalierungsstufe CUSTOM verwendet; dieser wird ignoriert.</translation>
    </message>
    <message>
        <source>Accelerators can only be configured with scale tier CUSTOM; BASIC_GPU and BASIC_TPU include theirs.</source>
        <translation>Beschleuniger können nur mit der Skalierungsstufe CUSTOM konfiguriert werden; BASIC_GPU und BASIC_TPU enthalten ihre eigenen.</translation>
    </message>
    <message>
        <source>Unknown machine type &quot;%1&quot;.</source>
        <translation>Unbekannter Maschinentyp „%1“.</translation>
    </message>
    <message>
        <source>Choose the accelerator type for these %1 accelerators.</source>
        <translation>Wählen Sie den Beschleunigertyp für diese %1 Beschleuniger aus.</translation>
    </message>
    <message>
        <source>Unknown accelerator type &quot;%1&quot;; known types: %2.</source>
        <translation>Unbekannter Beschleunigertyp „%1“; bekannte Typen: %2.</translation>
    </message>
    <message>
        <source>The accelerator count must be at least 1.</source>
        <translation>Die Anzahl der Beschleuniger muss mindestens 1 betragen.</translation>
    </message>
    <message>
        <source>Legacy machine type %1 takes no acceleratorConfig (its GPUs, if any, are built in); choose a Compute Engine type such as n1-standard-8.</source>
        <translation>Der ältere Maschinentyp %1 akzeptiert keine acceleratorConfig (seine GPUs, falls vorhanden, sind integriert); wählen Sie einen Compute Engine-Typ wie n1-standard-8.</translation>
    </message>
    <message>
        <source>%1 cannot be attached to %2; it takes: %3.</source>
        <translation>%1 kann nicht an %2 angehängt werden; zulässig ist: %3.</translation>
    </message>
    <message>
        <source>%1 takes %2 in counts of %3 only, not %4.</source>
        <translation>%1 akzeptiert %2 nur in Anzahlen von %3, nicht %4.</translation>
    </message>
    <message>
        <source>The boot disk must be between %1 and %2 GB.</source>
        <translation>Das Bootlaufwerk muss zwischen %1 und %2 GB groß sein.</translation>
    </message>
    <message>
        <source>Unknown boot disk type &quot;%1&quot;; use one of %2.</source>
        <translation>Unbekannter Bootlaufwerkstyp „%1“; verwenden Sie einen der folgenden: %2.</translation>
    </message>
    <message>
        <source>Say whether the metric should be maximized or minimized.</source>
        <translation>Geben Sie an, ob der Messwert maximiert oder minimiert werden soll.</translation>
    </message>
    <message>
        <source>maxTrials must be at least 1.</source>
        <translation>maxTrials muss mindestens 1 betragen.</translation>
    </message>
    <message>
        <source>maxParallelTrials must be at least 1.</source>
        <translation>maxParallelTrials muss mindestens 1 betragen.</translation>
    </message>
    <message>
        <source>maxParallelTrials (%1) cannot exceed maxTrials (%2).</source>
        <translation>maxParallelTrials (%1) darf maxTrials (%2) nicht überschreiten.</translation>
    </message>
    <message>
        <source>maxFailedTrials cannot be negative.</source>
        <translation>maxFailedTrials darf nicht negativ sein.</translation>
    </message>
    <message>
        <source>Leave the metric tag unset for the default, or name the metric your trainer reports.</source>
        <translation>Lassen Sie das Messwert-Tag für den Standardwert leer oder geben Sie den Messwert an, den Ihr Trainer meldet.</translation>
    </message>
    <message>
        <source>A tuning job needs at least one parameter to tune.</source>
        <translation>Ein Abstimmungsjob benötigt mindestens einen abzustimmenden Parameter.</translation>
    </message>
    <message>
        <source>Parameter &quot;%1&quot; is already defined.</source>
        <translation>Der Parameter „%1“ ist bereits definiert.</translation>
    </message>
    <message>
        <source>Name the parameter.</source>
        <translation>Geben Sie dem Parameter einen Namen.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be a command-line flag: use letters, digits, underscores, dots and dashes, starting with a letter or underscore.</source>
        <translation>„%1“ kann kein Befehlszeilen-Flag sein: Verwenden Sie Buchstaben, Ziffern, Unterstriche, Punkte und Bindestriche, beginnend mit einem Buchstaben oder Unterstrich.</translation>
    </message>
    <message>
        <source>The service already passes --job-dir; a parameter of that name will clash with it.</source>
        <translation>Der Dienst übergibt bereits --job-dir; ein Parameter mit diesem Namen würde damit kollidieren.</translation>
    </message>
    <message>
        <source>Choose DOUBLE, INTEGER, CATEGORICAL or DISCRETE.</source>
        <translation>Wählen Sie DOUBLE, INTEGER, CATEGORICAL oder DISCRETE.</translation>
    </message>
    <message>
        <source>Give the smallest value to try.</source>
        <translation>Geben Sie den kleinsten zu testenden Wert an.</translation>
    </message>
    <message>
        <source>Give the largest value to try.</source>
        <translation>Geben Sie den größten zu testenden Wert an.</translation>
    </message>
    <message>
        <source>An INTEGER parameter needs whole-number bounds, not %1.</source>
        <translation>Ein INTEGER-Parameter benötigt ganzzahlige Grenzen, nicht %1.</translation>
    </message>
    <message>
        <source>maxValue (%1) must be greater than minValue (%2).</source>
        <translation>maxValue (%1) muss größer als minValue (%2) sein.</translation>
    </message>
    <message>
        <source>A logarithmic scale needs values above zero; minValue is %1.</source>
        <translation>Eine logarithmische Skala erfordert Werte über null; minValue ist %1.</translation>
    </message>
    <message>
        <source>%1 parameters take minValue and maxValue, not a list of values.</source>
        <translation>%1-Parameter akzeptieren minValue und maxValue, keine Werteliste.</translation>
    </message>
    <message>
        <source>List the categories to try.</source>
        <translation>Führen Sie die zu testenden Kategorien auf.</translation>
    </message>
    <message>
        <source>A category cannot be empty.</source>
        <translation>Eine Kategorie darf nicht leer sein.</translation>
    </message>
    <message>
        <source>Category &quot;%1&quot; is listed twice.</source>
        <translation>Die Kategorie „%1“ ist doppelt aufgeführt.</translation>
    </message>
    <message>
        <source>CATEGORICAL parameters take a list of categories, not bounds.</source>
        <translation>CATEGORICAL-Parameter akzeptieren eine Liste von Kategorien, keine Grenzen.</translation>
    </message>
    <message>
        <source>CATEGORICAL parameters have no scale; leave scaleType unset.</source>
        <translation>CATEGORICAL-Parameter haben keine Skala; lassen Sie scaleType leer.</translation>
    </message>
    <message>
        <source>List the values to try.</source>
        <translation>Führen Sie die zu testenden Werte auf.</translation>
    </message>
    <message>
        <source>At most %1 values; this parameter has %2.</source>
        <translation>Höchstens %1 Werte; dieser Parameter hat %2.</translation>
    </message>
    <message>
        <source>Values must be strictly increasing: %1 follows %2.</source>
        <translation>Die Werte müssen streng aufsteigend sein: %1 folgt auf %2.</translation>
    </message>
    <message>
        <source>A logarithmic scale needs values above zero; the first value is %1.</source>
        <translation>Eine logarithmische Skala erfordert Werte über null; der erste Wert ist %1.</translation>
    </message>
    <message>
        <source>DISCRETE parameters use their list of values; minValue and maxValue are ignored.</source>
        <translation>DISCRETE-Parameter verwenden ihre Werteliste; minValue und maxValue werden ignoriert.</translation>
    </message>
    <message>
        <source>GRID_SEARCH can only search INTEGER, DISCRETE and CATEGORICAL parameters.</source>
        <translation>GRID_SEARCH kann nur INTEGER-, DISCRETE- und CATEGORICAL-Parameter durchsuchen.</translation>
    </message>
    <message>
        <source>The grid has only %1 points, so at most %1 trials will run although maxTrials is %2.</source>
        <translation>Das Raster hat nur %1 Punkte, daher werden höchstens %1 Tests ausgeführt, obwohl maxTrials %2 ist.</translation>
    </message>
    <message>
        <source>A training job needs its training input.</source>
        <translation>Ein Trainingsjob benötigt seine Trainingseingabe.</translation>
    </message>
    <message>
        <source>A job needs an ID.</source>
        <translation>Ein Job benötigt eine ID.</translation>
    </message>
    <message>
        <source>Use only letters, digits and underscores, starting with a letter.</source>
        <translation>Verwenden Sie nur Buchstaben, Ziffern und Unterstriche, beginnend mit einem Buchstaben.</translation>
    </message>
    <message>
        <source>At most %1 characters; this one has %2.</source>
        <translation>Höchstens %1 Zeichen; dieser Wert hat %2.</translation>
    </message>
    <message>
        <source>At most %1 labels; this job has %2.</source>
        <translation>Höchstens %1 Labels; dieser Job hat %2.</translation>
    </message>
    <message>
        <source>Label keys are 1 to %1 lowercase letters, digits, underscores or dashes, starting with a letter.</source>
        <translation>Label-Schlüssel bestehen aus 1 bis %1 Kleinbuchstaben, Ziffern, Unterstrichen oder Bindestrichen, beginnend mit einem Buchstaben.</translation>
    </message>
    <message>
        <source>Label values are at most %1 lowercase letters, digits, underscores or dashes.</source>
        <translation>Label-Werte bestehen aus höchstens %1 Kleinbuchstaben, Ziffern, Unterstrichen oder Bindestrichen.</translation>
    </message>
    <message>
        <source>Unknown value &quot;%1&quot;; expected one of %2.</source>
        <translation>Unbekannter Wert „%1“; erwartet wird einer der folgenden: %2.</translation>
    </message>
    <message>
        <source>%1 is a legacy machine type but the master&apos;s %2 is a Compute Engine one; all roles must use the same kind.</source>
        <translation>%1 ist ein älterer Maschinentyp, aber %2 des Masters ist ein Compute Engine-Typ; alle Rollen müssen dieselbe Art verwenden.</translation>
    </message>
    <message>
        <source>%1 is a Compute Engine machine type but the master&apos;s %2 is a legacy one; all roles must use the same kind.</source>
        <translation>%1 ist ein Compute Engine-Maschinentyp, aber %2 des Masters ist ein älterer Typ; alle Rollen müssen dieselbe Art verwenden.</translation>
    </message>
    <message>
        <source>%1 cannot be attached to %2; it takes no accelerators.</source>
        <translation>%1 kann nicht an %2 angehängt werden; dieser Typ akzeptiert keine Beschleuniger.</translation>
    </message>
    <message>
        <source>%1 has no counterpart in an AI Platform Training v1 job and was left out.</source>
        <translation>%1 hat keine Entsprechung in einem AI Platform Training v1-Job und wurde weggelassen.</translation>
    </message>
    <message>
        <source>%1 has no counterpart in a Vertex AI job and was left out.</source>
        <translation>%1 hat keine Entsprechung in einem Vertex AI-Job und wurde weggelassen.</translation>
    </message>
    <message>
        <source>%1 is not a value this build knows; it was left out.</source>
        <translation>%1 ist kein Wert, den dieser Build kennt; er wurde weggelassen.</translation>
    </message>
    <message>
        <source>%1 is not a whole number; an integer parameter of a Vertex study needs whole bounds, so it was left out.</source>
        <translation>%1 ist keine ganze Zahl; ein ganzzahliger Parameter einer Vertex-Studie braucht ganzzahlige Grenzen, daher wurde er weggelassen.</translation>
    </message>
    <message>
        <source>Parameter %1 has no type, so no value spec could be written for it.</source>
        <translation>Parameter %1 hat keinen Typ, daher konnte keine Wertespezifikation für ihn geschrieben werden.</translation>
    </message>
    <message>
        <source>Scale tier %1 is unknown, so no pool could be written for it.</source>
        <translation>Die Skalierungsstufe %1 ist unbekannt, daher konnte kein Pool für sie geschrieben werden.</translation>
    </message>
    <message>
        <source>Vertex has no scale tiers; %1 was written out as the pools it stands for.</source>
        <translation>Vertex hat keine Skalierungsstufen; %1 wurde als die Pools geschrieben, für die sie steht.</translation>
    </message>
    <message>
        <source>%1 is a legacy AI Platform machine type; it became %2, the Compute Engine type of the same vCPUs and memory.</source>
        <translation>%1 ist ein veralteter AI Platform-Maschinentyp; daraus wurde %2, der Compute Engine-Typ mit denselben vCPUs und demselben Arbeitsspeicher.</translation>
    </message>
    <message>
        <source>%1 has no Vertex machine type of the same vCPUs and memory; choose one.</source>
        <translation>Für %1 gibt es keinen Vertex-Maschinentyp mit denselben vCPUs und demselben Arbeitsspeicher; wählen Sie einen aus.</translation>
    </message>
    <message>
        <source>No Vertex prebuilt training container has TensorFlow %1; choose an executor image.</source>
        <translation>Kein vorgefertigter Vertex-Trainingscontainer enthält TensorFlow %1; wählen Sie ein Executor-Image aus.</translation>
    </message>
    <message>
        <source>The job names no runtime version, so no executor image could be chosen; choose one.</source>
        <translation>Der Job nennt keine Laufzeitversion, daher konnte kein Executor-Image gewählt werden; wählen Sie eines aus.</translation>
    </message>
    <message>
        <source>A v1 Cloud TPU worker has no counterpart in a Vertex pool of Compute Engine machines; it was left out.</source>
        <translation>Ein v1-Cloud TPU-Worker hat keine Entsprechung in einem Vertex-Pool aus Compute Engine-Maschinen; er wurde weggelassen.</translation>
    </message>
    <message>
        <source>The parameters that depend on %1 have no counterpart in a v1 job, whose parameters all apply to every trial; they were left out.</source>
        <translation>Die Parameter, die von %1 abhängen, haben keine Entsprechung in einem v1-Job, dessen Parameter alle für jeden Test gelten; sie wurden weggelassen.</translation>
    </message>
    <message>
        <source>A v1 job tunes one metric; %1 was left out and %2 kept.</source>
        <translation>Ein v1-Job optimiert einen Messwert; %1 wurde weggelassen und %2 beibehalten.</translation>
    </message>
    <message>
        <source>Pool %1 runs a Python package while pool 0 runs a container; a v1 job cannot mix them, so this pool runs pool 0&apos;s image.</source>
        <translation>Pool %1 führt ein Python-Paket aus, während Pool 0 einen Container ausführt; ein v1-Job kann beides nicht mischen, daher führt dieser Pool das Image von Pool 0 aus.</translation>
    </message>
    <message>
        <source>Pool %1 runs another package, module, image or arguments than pool %2; a v1 job runs one package on every replica, so pool %2&apos;s was kept.</source>
        <translation>Pool %1 führt ein anderes Paket, Modul, Image oder andere Argumente aus als Pool %2; ein v1-Job führt auf jedem Replikat dasselbe Paket aus, daher wurde das von Pool %2 beibehalten.</translation>
    </message>
    <message>
        <source>%1 is not a prebuilt training container name; no runtimeVersion stands for it, so none was set.</source>
        <translation>%1 ist kein Name eines vorgefertigten Trainingscontainers; keine runtimeVersion steht dafür, daher wurde keine gesetzt.</translation>
    </message>
    <message>
        <source>%1 is a %2 %3 image; v1 runtime versions are numbered after TensorFlow, so no runtimeVersion was set.</source>
        <translation>%1 ist ein %2-%3-Image; v1-Laufzeitversionen sind nach TensorFlow nummeriert, daher wurde keine runtimeVersion gesetzt.</translation>
    </message>
    <message>
        <source>Pool 0 has %1 replicas; the master of a v1 job is always one replica.</source>
        <translation>Pool 0 hat %1 Replikate; der Master eines v1-Jobs ist immer ein einzelnes Replikat.</translation>
    </message>
    <message>
        <source>Pool %1 names no replicas, so the v1 job has none of its role.</source>
        <translation>Pool %1 nennt keine Replikate, daher hat der v1-Job keine mit dieser Rolle.</translation>
    </message>
    <message>
        <source>A v1 job has four replica roles; pool %1 was left out.</source>
        <translation>Ein v1-Job hat vier Replikatrollen; Pool %1 wurde weggelassen.</translation>
    </message>
    <message>
        <source>A custom job needs a jobSpec with its worker pools.</source>
        <translation>Ein benutzerdefinierter Job braucht eine jobSpec mit seinen Worker-Pools.</translation>
    </message>
    <message>
        <source>A tuning job needs maxTrialCount, the number of trials to run.</source>
        <translation>Ein Abstimmungsjob braucht maxTrialCount, die Anzahl der auszuführenden Tests.</translation>
    </message>
    <message>
        <source>maxTrialCount must be at least 1; it is %1.</source>
        <translation>maxTrialCount muss mindestens 1 sein; der Wert ist %1.</translation>
    </message>
    <message>
        <source>A tuning job needs parallelTrialCount, the number of trials that run at once.</source>
        <translation>Ein Abstimmungsjob braucht parallelTrialCount, die Anzahl der gleichzeitig laufenden Tests.</translation>
    </message>
    <message>
        <source>parallelTrialCount must be at least 1; it is %1.</source>
        <translation>parallelTrialCount muss mindestens 1 sein; der Wert ist %1.</translation>
    </message>
    <message>
        <source>parallelTrialCount (%1) cannot exceed maxTrialCount (%2).</source>
        <translation>parallelTrialCount (%1) darf maxTrialCount (%2) nicht überschreiten.</translation>
    </message>
    <message>
        <source>maxFailedTrialCount cannot be negative.</source>
        <translation>maxFailedTrialCount darf nicht negativ sein.</translation>
    </message>
    <message>
        <source>A tuning job needs a studySpec: its metrics and parameters.</source>
        <translation>Ein Abstimmungsjob braucht eine studySpec: ihre Messwerte und Parameter.</translation>
    </message>
    <message>
        <source>A tuning job needs a trialJobSpec, the custom job each trial runs.</source>
        <translation>Ein Abstimmungsjob braucht eine trialJobSpec, den benutzerdefinierten Job, den jeder Test ausführt.</translation>
    </message>
    <message>
        <source>A display name is required.</source>
        <translation>Ein Anzeigename ist erforderlich.</translation>
    </message>
    <message>
        <source>The display name has %1 characters; at most 128 are allowed.</source>
        <translation>Der Anzeigename hat %1 Zeichen; höchstens 128 sind zulässig.</translation>
    </message>
    <message>
        <source>At most 64 labels are allowed; there are %1.</source>
        <translation>Höchstens 64 Labels sind zulässig; es sind %1.</translation>
    </message>
    <message>
        <source>Label key &quot;%1&quot; must start with a lowercase letter and hold at most 64 lowercase letters, digits, &apos;_&apos; or &apos;-&apos;.</source>
        <translation>Der Label-Schlüssel „%1“ muss mit einem Kleinbuchstaben beginnen und darf höchstens 64 Kleinbuchstaben, Ziffern, &apos;_&apos; oder &apos;-&apos; enthalten.</translation>
    </message>
    <message>
        <source>Label value &quot;%1&quot; may hold at most 64 lowercase letters, digits, &apos;_&apos; or &apos;-&apos;.</source>
        <translation>Der Label-Wert „%1“ darf höchstens 64 Kleinbuchstaben, Ziffern, &apos;_&apos; oder &apos;-&apos; enthalten.</translation>
    </message>
    <message>
        <source>A job needs at least one worker pool.</source>
        <translation>Ein Job braucht mindestens einen Worker-Pool.</translation>
    </message>
    <message>
        <source>A job has at most 4 worker pools; this one has %1.</source>
        <translation>Ein Job hat höchstens 4 Worker-Pools; dieser hat %1.</translation>
    </message>
    <message>
        <source>Worker pool 0 runs the primary replica and cannot be empty.</source>
        <translation>Worker-Pool 0 führt das primäre Replikat aus und darf nicht leer sein.</translation>
    </message>
    <message>
        <source>An empty worker pool only holds the place of an unused one between used pools; remove it.</source>
        <translation>Ein leerer Worker-Pool hält nur den Platz eines unbenutzten zwischen benutzten Pools frei; entfernen Sie ihn.</translation>
    </message>
    <message>
        <source>A job on a TPU VM has exactly one worker pool with one replica.</source>
        <translation>Ein Job auf einer TPU-VM hat genau einen Worker-Pool mit einem Replikat.</translation>
    </message>
    <message>
        <source>baseOutputDirectory needs an outputUriPrefix (a gs:// directory).</source>
        <translation>baseOutputDirectory braucht ein outputUriPrefix (ein gs://-Verzeichnis).</translation>
    </message>
    <message>
        <source>Worker pool 0 runs exactly one replica, the primary; replicaCount is %1.</source>
        <translation>Worker-Pool 0 führt genau ein Replikat aus, das primäre; replicaCount ist %1.</translation>
    </message>
    <message>
        <source>A used worker pool runs at least one replica; replicaCount is %1.</source>
        <translation>Ein benutzter Worker-Pool führt mindestens ein Replikat aus; replicaCount ist %1.</translation>
    </message>
    <message>
        <source>Each worker pool needs a machineSpec with its machine type.</source>
        <translation>Jeder Worker-Pool braucht eine machineSpec mit seinem Maschinentyp.</translation>
    </message>
    <message>
        <source>An NFS mount needs its server, path and mountPoint.</source>
        <translation>Ein NFS-Mount braucht seinen Server, path und mountPoint.</translation>
    </message>
    <message>
        <source>A machine type is required.</source>
        <translation>Ein Maschinentyp ist erforderlich.</translation>
    </message>
    <message>
        <source>Machine type &quot;%1&quot; is not checked against Google&apos;s published list; Vertex AI may refuse it.</source>
        <translation>Der Maschinentyp „%1“ wird nicht mit der von Google veröffentlichten Liste abgeglichen; Vertex AI lehnt ihn möglicherweise ab.</translation>
    </message>
    <message>
        <source>acceleratorCount is set, so acceleratorType must name the accelerator.</source>
        <translation>acceleratorCount ist gesetzt, daher muss acceleratorType den Beschleuniger nennen.</translation>
    </message>
    <message>
        <source>Machine type %1 comes with %2 × %3; name them in acceleratorType and acceleratorCount.</source>
        <translation>Der Maschinentyp %1 kommt mit %2 × %3; geben Sie diese in acceleratorType und acceleratorCount an.</translation>
    </message>
    <message>
        <source>Unknown accelerator type &quot;%1&quot;; expected one of %2.</source>
        <translation>Unbekannter Beschleunigertyp „%1“; erwartet wird einer von %2.</translation>
    </message>
    <message>
        <source>Machine type %1 takes no accelerators.</source>
        <translation>Der Maschinentyp %1 akzeptiert keine Beschleuniger.</translation>
    </message>
    <message>
        <source>Machine type %1 does not take %2; it takes %3.</source>
        <translation>Der Maschinentyp %1 akzeptiert %2 nicht; er akzeptiert %3.</translation>
    </message>
    <message>
        <source>acceleratorCount is required with an accelerator: %1 for %2 on %3.</source>
        <translation>acceleratorCount ist bei einem Beschleuniger erforderlich: %1 für %2 auf %3.</translation>
    </message>
    <message>
        <source>%1 takes %2 in counts of %3, not %4.</source>
        <translation>%1 akzeptiert %2 in Anzahlen von %3, nicht %4.</translation>
    </message>
    <message>
        <source>Unknown boot disk type &quot;%1&quot;; expected one of %2.</source>
        <translation>Unbekannter Boot-Datenträgertyp „%1“; erwartet wird einer von %2.</translation>
    </message>
    <message>
        <source>The boot disk must be between 100 and 64000 GB; it is %1.</source>
        <translation>Der Boot-Datenträger muss zwischen 100 und 64000 GB groß sein; er hat %1.</translation>
    </message>
    <message>
        <source>A worker pool runs either a pythonPackageSpec or a containerSpec, not both.</source>
        <translation>Ein Worker-Pool führt entweder eine pythonPackageSpec oder eine containerSpec aus, nicht beides.</translation>
    </message>
    <message>
        <source>A worker pool needs its code: a pythonPackageSpec or a containerSpec.</source>
        <translation>Ein Worker-Pool braucht seinen Code: eine pythonPackageSpec oder eine containerSpec.</translation>
    </message>
    <message>
        <source>A containerSpec needs the imageUri of the container to run.</source>
        <translation>Eine containerSpec braucht die imageUri des auszuführenden Containers.</translation>
    </message>
    <message>
        <source>A pythonPackageSpec needs an executorImageUri, the prebuilt container it runs on.</source>
        <translation>Eine pythonPackageSpec braucht eine executorImageUri, den vorgefertigten Container, auf dem sie läuft.</translation>
    </message>
    <message>
        <source>%1 is a GPU container, but the pool&apos;s machine has no GPU.</source>
        <translation>%1 ist ein GPU-Container, aber die Maschine des Pools hat keine GPU.</translation>
    </message>
    <message>
        <source>%1 is a CPU container; the pool&apos;s GPUs will go unused.</source>
        <translation>%1 ist ein CPU-Container; die GPUs des Pools bleiben ungenutzt.</translation>
    </message>
    <message>
        <source>A pythonPackageSpec needs packageUris, the Cloud Storage URIs of the training package.</source>
        <translation>Eine pythonPackageSpec braucht packageUris, die Cloud Storage-URIs des Trainingspakets.</translation>
    </message>
    <message>
        <source>A package URI cannot be empty.</source>
        <translation>Ein Paket-URI darf nicht leer sein.</translation>
    </message>
    <message>
        <source>A pythonPackageSpec needs the pythonModule to run.</source>
        <translation>Eine pythonPackageSpec braucht das auszuführende pythonModule.</translation>
    </message>
    <message>
        <source>An environment variable needs a name.</source>
        <translation>Eine Umgebungsvariable braucht einen Namen.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid environment variable name: letters, digits and &apos;_&apos;, not starting with a digit.</source>
        <translation>„%1“ ist kein gültiger Name für eine Umgebungsvariable: Buchstaben, Ziffern und &apos;_&apos;, nicht mit einer Ziffer beginnend.</translation>
    </message>
    <message>
        <source>The environment variable %1 is set twice.</source>
        <translation>Die Umgebungsvariable %1 ist zweimal gesetzt.</translation>
    </message>
    <message>
        <source>The timeout must be positive; it is %1.</source>
        <translation>Das Zeitlimit muss positiv sein; es ist %1.</translation>
    </message>
    <message>
        <source>maxWaitDuration cannot be negative; it is %1.</source>
        <translation>maxWaitDuration darf nicht negativ sein; der Wert ist %1.</translation>
    </message>
    <message>
        <source>A study needs at least one parameter to tune.</source>
        <translation>Eine Studie braucht mindestens einen abzustimmenden Parameter.</translation>
    </message>
    <message>
        <source>A study needs at least one metric to optimise.</source>
        <translation>Eine Studie braucht mindestens einen zu optimierenden Messwert.</translation>
    </message>
    <message>
        <source>A metric needs its metricId, the name the trainer reports it under.</source>
        <translation>Ein Messwert braucht seine metricId, den Namen, unter dem der Trainer ihn meldet.</translation>
    </message>
    <message>
        <source>The metric %1 is listed twice.</source>
        <translation>Der Messwert %1 ist zweimal aufgeführt.</translation>
    </message>
    <message>
        <source>A metric needs a goal: MAXIMIZE or MINIMIZE.</source>
        <translation>Ein Messwert braucht ein Ziel: MAXIMIZE oder MINIMIZE.</translation>
    </message>
    <message>
        <source>A parameter needs its parameterId.</source>
        <translation>Ein Parameter braucht seine parameterId.</translation>
    </message>
    <message>
        <source>The parameter %1 is defined twice; ids are unique across the whole study, conditional ones included.</source>
        <translation>Der Parameter %1 ist zweimal definiert; IDs sind in der ganzen Studie eindeutig, bedingte eingeschlossen.</translation>
    </message>
    <message>
        <source>A parameter needs one value spec: doubleValueSpec, integerValueSpec, categoricalValueSpec or discreteValueSpec.</source>
        <translation>Ein Parameter braucht eine Wertespezifikation: doubleValueSpec, integerValueSpec, categoricalValueSpec oder discreteValueSpec.</translation>
    </message>
    <message>
        <source>A parameter has exactly one value spec; this one has %1.</source>
        <translation>Ein Parameter hat genau eine Wertespezifikation; dieser hat %1.</translation>
    </message>
    <message>
        <source>A range parameter needs both minValue and maxValue.</source>
        <translation>Ein Bereichsparameter braucht sowohl minValue als auch maxValue.</translation>
    </message>
    <message>
        <source>minValue (%1) must be below maxValue (%2).</source>
        <translation>minValue (%1) muss kleiner als maxValue (%2) sein.</translation>
    </message>
    <message>
        <source>A log scale needs a positive minValue; it is %1.</source>
        <translation>Eine logarithmische Skala braucht einen positiven minValue; er ist %1.</translation>
    </message>
    <message>
        <source>defaultValue %1 lies outside [%2, %3].</source>
        <translation>defaultValue %1 liegt außerhalb von [%2, %3].</translation>
    </message>
    <message>
        <source>A categorical or discrete parameter needs at least one value.</source>
        <translation>Ein kategorialer oder diskreter Parameter braucht mindestens einen Wert.</translation>
    </message>
    <message>
        <source>The values of a parameter must be unique.</source>
        <translation>Die Werte eines Parameters müssen eindeutig sein.</translation>
    </message>
    <message>
        <source>defaultValue %1 is not one of the values.</source>
        <translation>defaultValue %1 ist keiner der Werte.</translation>
    </message>
    <message>
        <source>A categorical parameter has no scale; scaleType is ignored.</source>
        <translation>Ein kategorialer Parameter hat keine Skala; scaleType wird ignoriert.</translation>
    </message>
    <message>
        <source>A conditional parameter needs the parent values that bring it in: parentCategoricalValues, parentIntValues or parentDiscreteValues.</source>
        <translation>Ein bedingter Parameter braucht die Werte des übergeordneten Parameters, die ihn einbeziehen: parentCategoricalValues, parentIntValues oder parentDiscreteValues.</translation>
    </message>
    <message>
        <source>A conditional parameter has exactly one parent condition; this one has %1.</source>
        <translation>Ein bedingter Parameter hat genau eine übergeordnete Bedingung; dieser hat %1.</translation>
    </message>
    <message>
        <source>parentCategoricalValues needs a categorical parent; %1 is not one.</source>
        <translation>parentCategoricalValues braucht einen kategorialen übergeordneten Parameter; %1 ist keiner.</translation>
    </message>
    <message>
        <source>A parent condition needs at least one value.</source>
        <translation>Eine übergeordnete Bedingung braucht mindestens einen Wert.</translation>
    </message>
    <message>
        <source>%1 never takes the value %2.</source>
        <translation>%1 nimmt den Wert %2 nie an.</translation>
    </message>
    <message>
        <source>parentIntValues needs an integer parent; %1 is not one.</source>
        <translation>parentIntValues braucht einen ganzzahligen übergeordneten Parameter; %1 ist keiner.</translation>
    </message>
    <message>
        <source>parentDiscreteValues needs a discrete parent; %1 is not one.</source>
        <translation>parentDiscreteValues braucht einen diskreten übergeordneten Parameter; %1 ist keiner.</translation>
    </message>
    <message>
        <source>A conditional entry needs its parameterSpec.</source>
        <translation>Ein bedingter Eintrag braucht seine parameterSpec.</translation>
    </message>
    <message>
        <source>Choose where the job runs.</source>
        <translation>Wählen Sie aus, wo der Job ausgeführt wird.</translation>
    </message>
    <message>
        <source>This backend does not run jobs in %1; it runs them in %2.</source>
        <translation>Dieses Backend führt keine Jobs in %1 aus; es führt sie in %2 aus.</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::AppSettings</name>
    <message>
        <source>Replica slots: a whole number of at least 1, or 0 for the daemon&apos;s default.</source>
        <translation>Replikat-Slots: eine ganze Zahl ab 1 oder 0 für den Standard des Daemons.</translation>
    </message>
    <message>
        <source>GPUs: a comma-separated list of GPU indices like 0,1 (&quot;%1&quot; is not).</source>
        <translation>GPUs: eine durch Kommas getrennte Liste von GPU-Indizes wie 0,1 („%1“ ist keine).</translation>
    </message>
    <message>
        <source>GPUs: GPU %1 is listed twice.</source>
        <translation>GPUs: GPU %1 ist doppelt aufgeführt.</translation>
    </message>
    <message>
        <source>Interpreter: %1 is not an absolute path (like /usr/bin/python3).</source>
        <translation>Interpreter: %1 ist kein absoluter Pfad (wie /usr/bin/python3).</translation>
    </message>
    <message>
        <source>Interpreter: %1 is not an executable file (there is no such file).</source>
        <translation>Interpreter: %1 ist keine ausführbare Datei (die Datei existiert nicht).</translation>
    </message>
    <message>
        <source>Interpreter: %1 is not an executable file.</source>
        <translation>Interpreter: %1 ist keine ausführbare Datei.</translation>
    </message>
    <message>
        <source>Sample rate: from %1 to %2 samples per second.</source>
        <translation>Abtastrate: %1 bis %2 Messpunkte pro Sekunde.</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::AppearancePage</name>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Design</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>&amp;Design:</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Systemstandard</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>The new language takes effect after the console restarts.</source>
        <translation>Die neue Sprache wird nach einem Neustart der Konsole wirksam.</translation>
    </message>
    <message>
        <source>Restart &amp;now</source>
        <translation>Jetzt &amp;neu starten</translation>
    </message>
    <message>
        <source>Store the settings and start the console again</source>
        <translation>Die Einstellungen speichern und die Konsole neu starten</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::BackendFit</name>
    <message>
        <source>an absolute path on its own disk</source>
        <translation>einem absoluten Pfad auf seinem eigenen Datenträger</translation>
    </message>
    <message>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message numerus="yes">
        <source>The job has %n replica(s), but %1 runs at most %2 at once. Use fewer replicas, or raise its replica slots in Settings → Local daemon.</source>
        <translation>
            <numerusform>Der Job hat %n Replikat, aber %1 führt höchstens %2 gleichzeitig aus. Verwenden Sie weniger Replikate oder erhöhen Sie die Replikat-Slots unter Einstellungen → Lokaler Daemon.</numerusform>
            <numerusform>Der Job hat %n Replikate, aber %1 führt höchstens %2 gleichzeitig aus. Verwenden Sie weniger Replikate oder erhöhen Sie die Replikat-Slots unter Einstellungen → Lokaler Daemon.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The job has %n replica(s), but %1 runs at most %2 at once (its replica slots, trainyardd --slots on that machine).</source>
        <translation>
            <numerusform>Der Job hat %n Replikat, aber %1 führt höchstens %2 gleichzeitig aus (Replikat-Slots: trainyardd --slots auf jenem Rechner).</numerusform>
            <numerusform>Der Job hat %n Replikate, aber %1 führt höchstens %2 gleichzeitig aus (Replikat-Slots: trainyardd --slots auf jenem Rechner).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The job needs %n GPU(s), but %1 has %2. Use fewer, or give it GPUs in Settings → Local daemon.</source>
        <translation>
            <numerusform>Der Job benötigt %n GPU, aber %1 hat %2. Verwenden Sie weniger oder weisen Sie ihm unter Einstellungen → Lokaler Daemon GPUs zu.</numerusform>
            <numerusform>Der Job benötigt %n GPUs, aber %1 hat %2. Verwenden Sie weniger oder weisen Sie ihm unter Einstellungen → Lokaler Daemon GPUs zu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The job needs %n GPU(s), but %1 has %2 (trainyardd --gpus on that machine).</source>
        <translation>
            <numerusform>Der Job benötigt %n GPU, aber %1 hat %2 (trainyardd --gpus auf jenem Rechner).</numerusform>
            <numerusform>Der Job benötigt %n GPUs, aber %1 hat %2 (trainyardd --gpus auf jenem Rechner).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 reads trainer packages from %2; it cannot read %3.</source>
        <translation>%1 liest Trainerpakete nur von %2, nicht von %3.</translation>
    </message>
    <message>
        <source>%1 writes job output to %2; it cannot write to %3.</source>
        <translation>%1 schreibt Jobausgaben nur in %2, nicht in %3.</translation>
    </message>
    <message>
        <source>%1 does not run jobs in %2; it runs them in %3.</source>
        <translation>%1 führt keine Jobs in %2 aus, sondern in %3.</translation>
    </message>
    <message numerus="yes">
        <source>The job needs %n GPU(s), but the Slurm partition of %1 has %2.</source>
        <translation>
            <numerusform>Der Job benötigt %n GPU, aber die Slurm-Partition von %1 hat %2.</numerusform>
            <numerusform>Der Job benötigt %n GPUs, aber die Slurm-Partition von %1 hat %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>trainyard::ui::BackendListWidget</name>
    <message>
        <source>Backends</source>
        <translation>Backends</translation>
    </message>
    <message>
        <source>connecting…</source>
        <translation>Verbindung wird hergestellt…</translation>
    </message>
    <message numerus="yes">
        <source>connected · %n job(s)</source>
        <translation>
            <numerusform>verbunden · %n Job</numerusform>
            <numerusform>verbunden · %n Jobs</numerusform>
        </translation>
    </message>
    <message>
        <source>reconnecting since %1</source>
        <translation>Verbindung wird seit %1 wiederhergestellt</translation>
    </message>
    <message>
        <source>offline since %1</source>
        <translation>offline seit %1</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::BackendLocations</name>
    <message>
        <source>%1 (Slurm)</source>
        <comment>a job&apos;s location: its name, then the kind of cluster</comment>
        <translation>%1 (Slurm)</translation>
    </message>
    <message>
        <source>%1 — Slurm partition %2</source>
        <comment>the wizard&apos;s region list: location, partition</comment>
        <translation>%1 — Slurm-Partition %2</translation>
    </message>
    <message numerus="yes">
        <source>, %n node(s)</source>
        <comment>the wizard&apos;s region list, after the partition</comment>
        <translation>
            <numerusform>, %n Knoten</numerusform>
            <numerusform>, %n Knoten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n GPU(s)</source>
        <comment>the wizard&apos;s region list, after the nodes</comment>
        <translation>
            <numerusform>, %n GPU</numerusform>
            <numerusform>, %n GPUs</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 takes no jobs now.</source>
        <translation>%1 nimmt derzeit keine Jobs an.</translation>
    </message>
    <message>
        <source>%1 takes no jobs now: %2</source>
        <translation>%1 nimmt derzeit keine Jobs an: %2</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::BackendRegistry</name>
    <message>
        <source>%1 · Vertex AI</source>
        <translation>%1 · Vertex AI</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::BackendTester</name>
    <message>
        <source>Token file: %1 cannot be read: %2</source>
        <translation>Token-Datei: %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Token file: %1 is empty</source>
        <translation>Token-Datei: %1 ist leer</translation>
    </message>
    <message>
        <source>Connected: project %1 answered in %2 ms</source>
        <translation>Verbunden: Projekt %1 hat in %2 ms geantwortet</translation>
    </message>
    <message>
        <source>No answer from %1: %2</source>
        <translation>Keine Antwort von %1: %2</translation>
    </message>
    <message>
        <source>Refused (HTTP %1 %2): %3</source>
        <translation>Abgelehnt (HTTP %1 %2): %3</translation>
    </message>
    <message>
        <source>Failed (HTTP %1 %2): %3</source>
        <translation>Fehlgeschlagen (HTTP %1 %2): %3</translation>
    </message>
    <message>
        <source>No answer through SSH from %1 within %2 s: %3</source>
        <translation>Keine Antwort über SSH von %1 innerhalb von %2 s: %3</translation>
    </message>
    <message>
        <source>Connected through SSH to %1: the tunnel opened in %2 ms, the daemon answered in %3 ms</source>
        <translation>Über SSH mit %1 verbunden: Der Tunnel wurde in %2 ms geöffnet, der Daemon hat in %3 ms geantwortet</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::BackendsPage</name>
    <message>
        <source>Remote daemons and Google Cloud projects the console shows beside the local daemon.</source>
        <translation>Remote-Daemons und Google Cloud-Projekte, die die Konsole neben dem lokalen Daemon anzeigt.</translation>
    </message>
    <message>
        <source>&amp;Remote backends:</source>
        <translation>&amp;Remote-Backends:</translation>
    </message>
    <message>
        <source>Remote backends</source>
        <translation>Remote-Backends</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Hinzufügen…</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>&amp;Bearbeiten…</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>&amp;Test</source>
        <translation>&amp;Testen</translation>
    </message>
    <message>
        <source>Connect to the selected backend and list one job</source>
        <translation>Mit dem ausgewählten Backend verbinden und einen Job auflisten</translation>
    </message>
    <message>
        <source>Testing the backend</source>
        <translation>Backend wird getestet</translation>
    </message>
    <message>
        <source>&amp;Cancel test</source>
        <translation>Verbindungstest &amp;abbrechen</translation>
    </message>
    <message>
        <source>Test result</source>
        <translation>Ergebnis des Verbindungstests</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Token file: %1</source>
        <translation>Token-Datei: %1</translation>
    </message>
    <message>
        <source>Token command: %1</source>
        <translation>Token-Befehl: %1</translation>
    </message>
    <message>
        <source>Testing %1…</source>
        <translation>%1 wird getestet…</translation>
    </message>
    <message>
        <source>Test cancelled.</source>
        <translation>Verbindungstest abgebrochen.</translation>
    </message>
    <message>
        <source>The backend answered</source>
        <translation>Das Backend hat geantwortet</translation>
    </message>
    <message>
        <source>The test failed</source>
        <translation>Der Verbindungstest ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>Google Cloud project %1 (AI Platform Training, retired)</source>
        <translation>Google Cloud-Projekt %1 (AI Platform Training, eingestellt)</translation>
    </message>
    <message>
        <source>Vertex AI, project %1 in %2</source>
        <translation>Vertex AI, Projekt %1 in %2</translation>
    </message>
    <message>
        <source>Vertex AI at %1</source>
        <translation>Vertex AI unter %1</translation>
    </message>
    <message>
        <source>Google has retired the AI Platform Training API: use a Vertex AI backend for new jobs.</source>
        <translation>Google hat die AI Platform Training API eingestellt: Verwenden Sie für neue Jobs ein Vertex AI-Backend.</translation>
    </message>
    <message>
        <source>Tr&amp;ust this certificate…</source>
        <translation>Diesem Zertifikat &amp;vertrauen…</translation>
    </message>
    <message>
        <source>Show the daemon&apos;s certificate and, if it is the one the daemon printed at start, pin it for this backend</source>
        <translation>Das Zertifikat des Daemons anzeigen und, wenn es das ist, das der Daemon beim Start ausgegeben hat, für dieses Backend pinnen</translation>
    </message>
    <message>
        <source>trainyardd on %1 through SSH</source>
        <translation>trainyardd auf %1 über SSH</translation>
    </message>
    <message>
        <source>trainyardd on %1 through SSH via %2</source>
        <translation>trainyardd auf %1 über SSH via %2</translation>
    </message>
    <message>
        <source>Daemon socket: %1</source>
        <translation>Daemon-Socket: %1</translation>
    </message>
    <message>
        <source>the daemon&apos;s default there</source>
        <translation>der Standard des Daemons auf dem Host</translation>
    </message>
    <message>
        <source>Starts trainyardd there when none answers</source>
        <translation>Startet trainyardd dort, wenn keiner antwortet</translation>
    </message>
    <message>
        <source>Never starts trainyardd there</source>
        <translation>Startet trainyardd dort nie</translation>
    </message>
    <message>
        <source>The daemon&apos;s certificate has changed</source>
        <translation>Das Zertifikat des Daemons hat sich geändert</translation>
    </message>
    <message>
        <source>Pinned key: %1</source>
        <translation>Gepinnter Schlüssel: %1</translation>
    </message>
    <message>
        <source>Reading the certificate of %1…</source>
        <translation>Zertifikat von %1 wird gelesen…</translation>
    </message>
    <message>
        <source>The daemon now presents key %1 (certificate SHA-256 %2)</source>
        <translation>Der Daemon präsentiert jetzt den Schlüssel %1 (Zertifikat-SHA-256 %2)</translation>
    </message>
    <message>
        <source>The certificate could not be read: %1</source>
        <translation>Das Zertifikat konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Trust this certificate?</source>
        <translation>Diesem Zertifikat vertrauen?</translation>
    </message>
    <message>
        <source>%1:%2 presents a certificate this console does not trust. Compare its fingerprints with the ones trainyardd printed when it started; pin it only if they are the same.</source>
        <translation>%1:%2 präsentiert ein Zertifikat, dem diese Konsole nicht vertraut. Vergleichen Sie seine Fingerabdrücke mit denen, die trainyardd beim Start ausgegeben hat; pinnen Sie es nur, wenn sie übereinstimmen.</translation>
    </message>
    <message>
        <source>Subject: %1
Issuer: %2%3
Valid from %4 to %5
Certificate SHA-256:
%6
Public key pin:
%7</source>
        <translation>Inhaber: %1
Aussteller: %2%3
Gültig von %4 bis %5
Zertifikat-SHA-256:
%6
Pin des öffentlichen Schlüssels:
%7</translation>
    </message>
    <message>
        <source> (self-signed)</source>
        <translation> (selbstsigniert)</translation>
    </message>
    <message>
        <source>Pinned %1 for %2. Test again to connect with it.</source>
        <translation>%1 für %2 gepinnt. Testen Sie erneut, um sich damit zu verbinden.</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::BasicsPage</name>
    <message>
        <source>Basics</source>
        <translation>Grundlagen</translation>
    </message>
    <message>
        <source>Where the job runs, what it is called, and where its data lives.</source>
        <translation>Wo der Job ausgeführt wird, wie er heißt und wo seine Daten liegen.</translation>
    </message>
    <message>
        <source>Backend</source>
        <translation>Backend</translation>
    </message>
    <message>
        <source>&amp;Backend:</source>
        <translation>&amp;Backend:</translation>
    </message>
    <message>
        <source>letters, digits and underscores; starts with a letter</source>
        <translation>Buchstaben, Ziffern und Unterstriche; beginnt mit einem Buchstaben</translation>
    </message>
    <message>
        <source>Job id</source>
        <translation>Job-ID</translation>
    </message>
    <message>
        <source>S&amp;uggest</source>
        <translation>Vorschla&amp;gen</translation>
    </message>
    <message>
        <source>&amp;Job id:</source>
        <translation>&amp;Job-ID:</translation>
    </message>
    <message>
        <source>team=vision, purpose=baseline</source>
        <translation>team=vision, purpose=baseline</translation>
    </message>
    <message>
        <source>Labels</source>
        <translation>Labels</translation>
    </message>
    <message>
        <source>&amp;Labels:</source>
        <translation>&amp;Labels:</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>Region</translation>
    </message>
    <message>
        <source>&amp;Region:</source>
        <translation>&amp;Region:</translation>
    </message>
    <message>
        <source>%1 already has a job named %2; choose another id.</source>
        <translation>%1 hat bereits einen Job namens %2; wählen Sie eine andere ID.</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::CertificateProbe</name>
    <message>
        <source>%1:%2 did not complete a TLS handshake in time</source>
        <translation>%1:%2 hat den TLS-Handshake nicht rechtzeitig abgeschlossen</translation>
    </message>
    <message>
        <source>%1 is not an https:// URL</source>
        <translation>%1 ist keine https://-URL</translation>
    </message>
    <message>
        <source>%1:%2 presented no certificate</source>
        <translation>%1:%2 hat kein Zertifikat präsentiert</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::CodePage</name>
    <message>
        <source>(default)</source>
        <translation>(Standard)</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>A Python trainer package, or a custom container image.</source>
        <translation>Ein Python-Trainerpaket oder ein benutzerdefiniertes Container-Image.</translation>
    </message>
    <message>
        <source>&amp;Python package</source>
        <translation>&amp;Python-Paket</translation>
    </message>
    <message>
        <source>one per line: a folder, an sdist (.tar.gz) or a wheel; gs:// for Google</source>
        <translation>eines pro Zeile: ein Ordner, ein sdist (.tar.gz) oder ein Wheel; gs:// für Google</translation>
    </message>
    <message>
        <source>Package URIs</source>
        <translation>Paket-URIs</translation>
    </message>
    <message>
        <source>F&amp;older…</source>
        <translation>&amp;Ordner…</translation>
    </message>
    <message>
        <source>&amp;Sdist or wheel…</source>
        <translation>&amp;Sdist oder Wheel…</translation>
    </message>
    <message>
        <source>Pac&amp;kages:</source>
        <translation>Pa&amp;kete:</translation>
    </message>
    <message>
        <source>Python module</source>
        <translation>Python-Modul</translation>
    </message>
    <message>
        <source>trainer.task</source>
        <translation>trainer.task</translation>
    </message>
    <message>
        <source>&amp;Module:</source>
        <translation>&amp;Modul:</translation>
    </message>
    <message>
        <source>&amp;Runtime version:</source>
        <translation>&amp;Laufzeitversion:</translation>
    </message>
    <message>
        <source>P&amp;ython version:</source>
        <translation>P&amp;ython-Version:</translation>
    </message>
    <message>
        <source>/usr/bin/python3 (the daemon&apos;s default)</source>
        <translation>/usr/bin/python3 (Standard des Daemons)</translation>
    </message>
    <message>
        <source>Local daemon only: the interpreter that runs the trainer on this workstation.</source>
        <translation>Nur lokaler Daemon: der Interpreter, der den Trainer auf dieser Workstation ausführt.</translation>
    </message>
    <message>
        <source>&amp;Interpreter (local):</source>
        <translation>&amp;Interpreter (lokal):</translation>
    </message>
    <message>
        <source>one argument per line, e.g.
--epochs
20</source>
        <translation>ein Argument pro Zeile, z. B.
--epochs
20</translation>
    </message>
    <message>
        <source>Arguments</source>
        <translation>Argumente</translation>
    </message>
    <message>
        <source>&amp;Arguments:</source>
        <translation>Ar&amp;gumente:</translation>
    </message>
    <message>
        <source>Master &amp;image:</source>
        <translation>Mas&amp;ter-Image:</translation>
    </message>
    <message>
        <source>&amp;Worker image:</source>
        <translation>W&amp;orker-Image:</translation>
    </message>
    <message>
        <source>Parameter &amp;server image:</source>
        <translation>Parameter&amp;server-Image:</translation>
    </message>
    <message>
        <source>the entry point, one word per line (empty: the image&apos;s own)</source>
        <translation>der Einstiegspunkt, ein Wort pro Zeile (leer: der des Images)</translation>
    </message>
    <message>
        <source>Co&amp;mmand:</source>
        <translation>&amp;Befehl:</translation>
    </message>
    <message>
        <source>A&amp;rguments:</source>
        <translation>A&amp;rgumente:</translation>
    </message>
    <message>
        <source>Trainer package folder</source>
        <translation>Ordner des Trainerpakets</translation>
    </message>
    <message>
        <source>Trainer package</source>
        <translation>Trainerpaket</translation>
    </message>
    <message>
        <source>Packages (*.tar.gz *.whl *.zip)</source>
        <translation>Pakete (*.tar.gz *.whl *.zip)</translation>
    </message>
    <message>
        <source>Modules found in %1</source>
        <translation>In %1 gefundene Module</translation>
    </message>
    <message>
        <source>Custom contain&amp;er</source>
        <translation>Benutzerdefinierter &amp;Container</translation>
    </message>
    <message>
        <source>%1 does not exist on this workstation.</source>
        <translation>%1 ist auf dieser Workstation nicht vorhanden.</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::CommandPalette</name>
    <message>
        <source>%1, shortcut %2</source>
        <translation>%1, Tastenkürzel %2</translation>
    </message>
    <message>
        <source>%1 (unavailable now)</source>
        <translation>%1 (derzeit nicht verfügbar)</translation>
    </message>
    <message>
        <source>Not available now</source>
        <translation>Derzeit nicht verfügbar</translation>
    </message>
    <message>
        <source>Command palette</source>
        <translation>Befehlspalette</translation>
    </message>
    <message>
        <source>Type a command or a job…</source>
        <translation>Befehl oder Job eingeben…</translation>
    </message>
    <message>
        <source>Search commands and jobs</source>
        <translation>Befehle und Jobs durchsuchen</translation>
    </message>
    <message>
        <source>Up and Down choose, Enter runs the command or shows the job, Escape closes</source>
        <translation>Pfeiltasten Auf/Ab wählen aus, Enter führt den Befehl aus oder zeigt den Job an, Escape schließt</translation>
    </message>
    <message>
        <source>Commands and jobs</source>
        <translation>Befehle und Jobs</translation>
    </message>
    <message>
        <source>The commands and jobs that match, best first</source>
        <translation>Die passenden Befehle und Jobs, die besten zuerst</translation>
    </message>
    <message>
        <source>No command or job matches</source>
        <translation>Kein passender Befehl oder Job</translation>
    </message>
    <message>
        <source>%1 — %2 — %3</source>
        <comment>job id, state, backend</comment>
        <translation>%1 — %2 — %3</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::ComputePage</name>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>%1 — %2 vCPUs, %3 GB</source>
        <translation>%1 — %2 vCPUs, %3 GB</translation>
    </message>
    <message numerus="yes">
        <source>%n replica(s) · %1 vCPUs · %2 GB</source>
        <translation>
            <numerusform>%n Replikat · %1 vCPUs · %2 GB</numerusform>
            <numerusform>%n Replikate · %1 vCPUs · %2 GB</numerusform>
        </translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>Rechenressourcen</translation>
    </message>
    <message>
        <source>A predefined scale tier, or your own cluster (CUSTOM).</source>
        <translation>Eine vordefinierte Skalierungsstufe oder Ihr eigener Cluster (CUSTOM).</translation>
    </message>
    <message>
        <source>(default: BASIC)</source>
        <translation>(Standard: BASIC)</translation>
    </message>
    <message>
        <source>Scale tier</source>
        <translation>Skalierungsstufe</translation>
    </message>
    <message>
        <source>&amp;Scale tier:</source>
        <translation>&amp;Skalierungsstufe:</translation>
    </message>
    <message>
        <source>Custom cluster</source>
        <translation>Benutzerdefinierter Cluster</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>Master</translation>
    </message>
    <message>
        <source>Workers</source>
        <translation>Worker</translation>
    </message>
    <message>
        <source>Parameter servers</source>
        <translation>Parameterserver</translation>
    </message>
    <message>
        <source>Evaluators</source>
        <translation>Evaluatoren</translation>
    </message>
    <message>
        <source>Cluster totals</source>
        <translation>Cluster gesamt</translation>
    </message>
    <message>
        <source>%1 machine type</source>
        <translation>%1: Maschinentyp</translation>
    </message>
    <message>
        <source>Machine type:</source>
        <translation>Maschinentyp:</translation>
    </message>
    <message>
        <source>%1 count</source>
        <translation>%1: Anzahl</translation>
    </message>
    <message>
        <source>Count:</source>
        <translation>Anzahl:</translation>
    </message>
    <message>
        <source>%1 accelerator</source>
        <translation>%1: Beschleuniger</translation>
    </message>
    <message>
        <source>Accelerator:</source>
        <translation>Beschleuniger:</translation>
    </message>
    <message>
        <source>Accelerators per replica:</source>
        <translation>Beschleuniger pro Replikat:</translation>
    </message>
    <message>
        <source>(default)</source>
        <translation>(Standard)</translation>
    </message>
    <message>
        <source>Boot disk:</source>
        <translation>Bootlaufwerk:</translation>
    </message>
    <message>
        <source> GB</source>
        <translation> GB</translation>
    </message>
    <message>
        <source>Boot disk size:</source>
        <translation>Größe des Bootlaufwerks:</translation>
    </message>
    <message numerus="yes">
        <source> · %n accelerator(s) (%1)</source>
        <translation>
            <numerusform> · %n Beschleuniger (%1)</numerusform>
            <numerusform> · %n Beschleuniger (%1)</numerusform>
        </translation>
    </message>
    <message>
        <source>Open Settings → Local daemon…</source>
        <translation>Einstellungen → Lokaler Daemon öffnen…</translation>
    </message>
    <message>
        <source>Open the local daemon&apos;s settings</source>
        <translation>Die Einstellungen des lokalen Daemons öffnen</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::CurveChart</name>
    <message>
        <source>Metric by step</source>
        <translation>Messwert nach Schritt</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Trial %1</source>
        <translation>Test %1</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::DaemonPage</name>
    <message>
        <source>How the console starts the local daemon (trainyardd). Empty fields keep the daemon&apos;s defaults.</source>
        <translation>Wie die Konsole den lokalen Daemon (trainyardd) startet. Bei leeren Feldern gelten die Standardwerte des Daemons.</translation>
    </message>
    <message>
        <source>Replica &amp;slots:</source>
        <translation>Replikat-&amp;Slots:</translation>
    </message>
    <message>
        <source>none; e.g. 0,1</source>
        <translation>keine; z. B. 0,1</translation>
    </message>
    <message>
        <source>GPU indices jobs may use, comma-separated (--gpus)</source>
        <translation>GPU-Indizes, die Jobs verwenden dürfen, durch Kommas getrennt (--gpus)</translation>
    </message>
    <message>
        <source>&amp;GPUs:</source>
        <translation>&amp;GPUs:</translation>
    </message>
    <message>
        <source>/usr/bin/python3 (the daemon&apos;s default)</source>
        <translation>/usr/bin/python3 (Standard des Daemons)</translation>
    </message>
    <message>
        <source>Python for trainer packages (--python)</source>
        <translation>Python für Trainerpakete (--python)</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Durchsuchen…</translation>
    </message>
    <message>
        <source>Browse for the interpreter</source>
        <translation>Nach dem Interpreter suchen</translation>
    </message>
    <message>
        <source>&amp;Interpreter:</source>
        <translation>&amp;Interpreter:</translation>
    </message>
    <message>
        <source> Hz</source>
        <translation> Hz</translation>
    </message>
    <message>
        <source>Resource samples per second of each running replica, 0.1 to 10 (--sample-rate)</source>
        <translation>Ressourcen-Messpunkte pro Sekunde für jedes laufende Replikat, 0,1 bis 10 (--sample-rate)</translation>
    </message>
    <message>
        <source>Resource sample &amp;rate:</source>
        <translation>&amp;Abtastrate für Ressourcen:</translation>
    </message>
    <message>
        <source>Choose the Python interpreter</source>
        <translation>Python-Interpreter auswählen</translation>
    </message>
    <message>
        <source>Default: %1 (twice the CPUs, at least 4)</source>
        <translation>Standard: %1 (doppelte Anzahl der CPUs, mindestens 4)</translation>
    </message>
    <message>
        <source>Replica processes run at once (--slots). A job&apos;s replicas all run together, so a job with more replicas than this is refused.</source>
        <translation>Gleichzeitig ausgeführte Replikatprozesse (--slots). Alle Replikate eines Jobs laufen zusammen, daher wird ein Job mit mehr Replikaten abgelehnt.</translation>
    </message>
    <message>
        <source>More slots than CPUs is allowed: replicas then share the cores and each runs slower. GPUs are never shared: each one goes to one replica at a time.</source>
        <translation>Mehr Slots als CPUs sind erlaubt: Die Replikate teilen sich dann die Kerne und laufen jeweils langsamer. GPUs werden nie geteilt: Jede gehört immer nur einem Replikat.</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::DraftStore</name>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>Der Ordner %1 kann nicht erstellt werden.</translation>
    </message>
    <message>
        <source>The file is larger than %1 MiB.</source>
        <translation>Die Datei ist größer als %1 MiB.</translation>
    </message>
    <message>
        <source>This is not a Trainyard job template.</source>
        <translation>Dies ist keine Trainyard-Jobvorlage.</translation>
    </message>
    <message>
        <source>This is not a Trainyard job draft.</source>
        <translation>Dies ist kein Trainyard-Jobentwurf.</translation>
    </message>
    <message>
        <source>It was written by a newer Trainyard (format %1).</source>
        <translation>Die Datei wurde von einer neueren Trainyard-Version geschrieben (Format %1).</translation>
    </message>
    <message>
        <source>The template has no name.</source>
        <translation>Die Vorlage hat keinen Namen.</translation>
    </message>
    <message>
        <source>The file holds no job.</source>
        <translation>Die Datei enthält keinen Job.</translation>
    </message>
    <message>
        <source>Cannot delete the draft: %1</source>
        <translation>Der Entwurf kann nicht gelöscht werden: %1</translation>
    </message>
    <message>
        <source>Cannot save the draft: %1</source>
        <translation>Der Entwurf kann nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>Cannot read the draft: %1</source>
        <translation>Der Entwurf kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Cannot save the template: %1</source>
        <translation>Die Vorlage kann nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>Cannot read the template: %1</source>
        <translation>Die Vorlage kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Cannot delete the template: %1</source>
        <translation>Die Vorlage kann nicht gelöscht werden: %1</translation>
    </message>
    <message>
        <source>The file holds no Vertex AI job.</source>
        <translation>Die Datei enthält keinen Vertex AI-Job.</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::EmptyJobsView</name>
    <message>
        <source>No jobs yet</source>
        <translation>Noch keine Jobs</translation>
    </message>
    <message>
        <source>Compose a training job in the wizard, or open a gcloud config.yaml or JSON job you already have.</source>
        <translation>Einen Trainingsjob im Assistenten zusammenstellen oder eine vorhandene gcloud-config.yaml bzw. einen JSON-Job öffnen.</translation>
    </message>
    <message>
        <source>&amp;New job…</source>
        <translation>&amp;Neuer Job…</translation>
    </message>
    <message>
        <source>Compose a job in the wizard (Ctrl+N)</source>
        <translation>Einen Job im Assistenten zusammenstellen (Ctrl+N)</translation>
    </message>
    <message>
        <source>Open a gcloud config.yaml or a JSON job in the wizard (Ctrl+O)</source>
        <translation>Eine gcloud-config.yaml oder einen JSON-Job im Assistenten öffnen (Ctrl+O)</translation>
    </message>
    <message>
        <source>Or start from an example that comes with Trainyard; it opens in the wizard, where you can look at it before you submit it:</source>
        <translation>Oder beginnen Sie mit einem Beispiel, das Trainyard mitbringt; es öffnet sich im Assistenten, wo Sie es vor dem Senden ansehen können:</translation>
    </message>
    <message>
        <source>No jobs on %1 yet</source>
        <translation>Noch keine Jobs auf %1</translation>
    </message>
    <message>
        <source>Im&amp;port a job file…</source>
        <translation>Jobdatei &amp;importieren…</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::ExampleJobs</name>
    <message>
        <source>&amp;Digits classifier</source>
        <translation>Ziffern&amp;klassifikator</translation>
    </message>
    <message>
        <source>scikit-learn on 8×8 handwritten digits: one replica, 20 epochs, a checkpoint after each (needs python3-sklearn)</source>
        <translation>scikit-learn mit handgeschriebenen 8×8-Ziffern: ein Replikat, 20 Epochen, nach jeder ein Checkpoint (benötigt python3-sklearn)</translation>
    </message>
    <message>
        <source>A &amp;master and two workers</source>
        <translation>Ein &amp;Master und zwei Worker</translation>
    </message>
    <message>
        <source>three replicas that find each other through TF_CONFIG and add up a sum together</source>
        <translation>drei Replikate, die sich über TF_CONFIG finden und gemeinsam eine Summe bilden</translation>
    </message>
    <message>
        <source>Digits &amp;hyperparameter study</source>
        <translation>&amp;Hyperparameterstudie zum Ziffernklassifikator</translation>
    </message>
    <message>
        <source>eight trials of the digits classifier, two at a time, tuned for accuracy</source>
        <translation>acht Tests des Ziffernklassifikators, je zwei gleichzeitig, auf Genauigkeit abgestimmt</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::FieldBinder</name>
    <message>
        <source>default</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Parameter %1 “%2”</source>
        <translation>Parameter %1 „%2“</translation>
    </message>
    <message>
        <source>Parameter %1</source>
        <translation>Parameter %1</translation>
    </message>
    <message>
        <source>%1, value %2</source>
        <translation>%1, Wert %2</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::GcloudImportDialog</name>
    <message>
        <source>Import a gcloud command</source>
        <translation>gcloud-Befehl importieren</translation>
    </message>
    <message>
        <source>&amp;Command line (gcloud ai-platform jobs submit training …):</source>
        <translation>&amp;Befehlszeile (gcloud ai-platform jobs submit training …):</translation>
    </message>
    <message>
        <source>gcloud command line</source>
        <translation>gcloud-Befehlszeile</translation>
    </message>
    <message>
        <source>C&amp;onfig file, when the command has --config (its content):</source>
        <translation>K&amp;onfigurationsdatei, wenn der Befehl --config enthält (ihr Inhalt):</translation>
    </message>
    <message>
        <source>config.yaml</source>
        <translation>config.yaml</translation>
    </message>
    <message>
        <source>Open in the &amp;wizard</source>
        <translation>Im &amp;Assistenten öffnen</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::HyperparametersPage</name>
    <message>
        <source>Hyperparameters</source>
        <translation>Hyperparameter</translation>
    </message>
    <message>
        <source>Optional: run trials with different values and keep the best.</source>
        <translation>Optional: Tests mit verschiedenen Werten ausführen und den besten behalten.</translation>
    </message>
    <message>
        <source>&amp;Goal:</source>
        <translation>Z&amp;iel:</translation>
    </message>
    <message>
        <source>Maximize</source>
        <translation>Maximieren</translation>
    </message>
    <message>
        <source>Minimize</source>
        <translation>Minimieren</translation>
    </message>
    <message>
        <source>the metric your trainer reports, e.g. accuracy</source>
        <translation>der Messwert, den Ihr Trainer meldet, z. B. accuracy</translation>
    </message>
    <message>
        <source>&amp;Metric tag:</source>
        <translation>&amp;Messwert-Tag:</translation>
    </message>
    <message>
        <source>&amp;Algorithm:</source>
        <translation>A&amp;lgorithmus:</translation>
    </message>
    <message>
        <source>Bayesian optimization (default)</source>
        <translation>Bayes&apos;sche Optimierung (Standard)</translation>
    </message>
    <message>
        <source>Grid search</source>
        <translation>Rastersuche</translation>
    </message>
    <message>
        <source>Random search</source>
        <translation>Zufallssuche</translation>
    </message>
    <message>
        <source>Max &amp;parallel trials:</source>
        <translation>Max. &amp;parallele Tests:</translation>
    </message>
    <message>
        <source>Max &amp;failed trials:</source>
        <translation>Max. &amp;fehlgeschlagene Tests:</translation>
    </message>
    <message>
        <source>Stop unpromising trials &amp;early</source>
        <translation>Wenig aussichtsreiche Tests vorzeitig &amp;beenden</translation>
    </message>
    <message>
        <source>(start fresh)</source>
        <translation>(neu beginnen)</translation>
    </message>
    <message>
        <source>&amp;Resume from job:</source>
        <translation>Fortsetzen a&amp;us Job:</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Min</source>
        <translation>Min.</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>Max.</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>Skala</translation>
    </message>
    <message>
        <source>Values (comma-separated)</source>
        <translation>Werte (durch Kommas getrennt)</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>A&amp;dd parameter</source>
        <translation>Parameter hinzufü&amp;gen</translation>
    </message>
    <message>
        <source>Remo&amp;ve parameter</source>
        <translation>Parameter &amp;entfernen</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>Grid: unbounded (a DOUBLE parameter)</source>
        <translation>Raster: unbegrenzt (ein DOUBLE-Parameter)</translation>
    </message>
    <message>
        <source>Max tria&amp;ls:</source>
        <translation>Max. &amp;Tests:</translation>
    </message>
    <message>
        <source>Type of parameter %1</source>
        <translation>Typ von Parameter %1</translation>
    </message>
    <message>
        <source>Scale of parameter %1</source>
        <translation>Skala von Parameter %1</translation>
    </message>
    <message>
        <source>Combinations in the grid: %1</source>
        <translation>Kombinationen im Raster: %1</translation>
    </message>
    <message>
        <source>T&amp;une hyperparameters</source>
        <translation>&amp;Hyperparameter abstimmen</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::ImportanceChart</name>
    <message>
        <source>Parameter importance</source>
        <translation>Parameterwichtigkeit</translation>
    </message>
    <message>
        <source>%1%</source>
        <comment>a parameter&apos;s share of the objective&apos;s spread: 62.4%</comment>
        <translation>%1 %</translation>
    </message>
    <message numerus="yes">
        <source>Parameter importance needs at least %n finished trial(s) (%1 so far)</source>
        <translation>
            <numerusform>Die Parameterwichtigkeit braucht mindestens %n abgeschlossenen Test (bisher %1)</numerusform>
            <numerusform>Die Parameterwichtigkeit braucht mindestens %n abgeschlossene Tests (bisher %1)</numerusform>
        </translation>
    </message>
    <message>
        <source>The study has no hyperparameters to rank.</source>
        <translation>Die Studie hat keine Hyperparameter, die sich ordnen lassen.</translation>
    </message>
    <message numerus="yes">
        <source>Based on %n finished trial(s)</source>
        <translation>
            <numerusform>Auf Grundlage von %n abgeschlossenen Test</numerusform>
            <numerusform>Auf Grundlage von %n abgeschlossenen Tests</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Based on %n finished trial(s) · %1</source>
        <translation>
            <numerusform>Auf Grundlage von %n abgeschlossenen Test · %1</numerusform>
            <numerusform>Auf Grundlage von %n abgeschlossenen Tests · %1</numerusform>
        </translation>
    </message>
    <message>
        <source>no parameter explains any spread yet: the trials&apos; values are all the same</source>
        <translation>noch erklärt kein Parameter eine Streuung: alle Tests haben denselben Wert</translation>
    </message>
    <message>
        <source>Reading parameter importance…</source>
        <translation>Parameterwichtigkeit wird gelesen…</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a bar of the importance chart: name, share</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1: %2 of the objective&apos;s spread that the hyperparameters explain (rank %3 of %4)</source>
        <translation>%1: %2 der Streuung des Ziels, die die Hyperparameter erklären (Rang %3 von %4)</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::JobDetailView</name>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Job state</source>
        <translation>Jobstatus</translation>
    </message>
    <message>
        <source>Error message</source>
        <translation>Fehlermeldung</translation>
    </message>
    <message>
        <source>State changes</source>
        <translation>Statusänderungen</translation>
    </message>
    <message>
        <source>&amp;Timeline</source>
        <translation>&amp;Zeitachse</translation>
    </message>
    <message>
        <source>&amp;Logs</source>
        <translation>&amp;Logs</translation>
    </message>
    <message>
        <source>YAML (gcloud config)</source>
        <translation>YAML (gcloud-Konfiguration)</translation>
    </message>
    <message>
        <source>JSON (API)</source>
        <translation>JSON (API)</translation>
    </message>
    <message>
        <source>&amp;Spec</source>
        <translation>&amp;Spezifikation</translation>
    </message>
    <message>
        <source>T&amp;rials</source>
        <translation>&amp;Tests</translation>
    </message>
    <message>
        <source>The tuning job&apos;s trials, their curves and hyperparameters (Alt+4)</source>
        <translation>Die Tests des Abstimmungsjobs, ihre Kurven und Hyperparameter (Alt+4)</translation>
    </message>
    <message>
        <source>Reso&amp;urces</source>
        <translation>&amp;Ressourcen</translation>
    </message>
    <message>
        <source>What each replica used over time: GPU, GPU memory, CPU and memory (Alt+5)</source>
        <translation>Was jedes Replikat im Zeitverlauf genutzt hat: GPU, GPU-Speicher, CPU und Arbeitsspeicher (Alt+5)</translation>
    </message>
    <message>
        <source>No job selected</source>
        <translation>Kein Job ausgewählt</translation>
    </message>
    <message>
        <source>Created %1</source>
        <translation>Erstellt %1</translation>
    </message>
    <message>
        <source>started %1</source>
        <translation>gestartet %1</translation>
    </message>
    <message>
        <source>ended %1</source>
        <translation>beendet %1</translation>
    </message>
    <message>
        <source>ran %1</source>
        <translation>Laufzeit %1</translation>
    </message>
    <message>
        <source>Job details</source>
        <translation>Jobdetails</translation>
    </message>
    <message>
        <source>Spec format</source>
        <translation>Format der Spezifikation</translation>
    </message>
    <message>
        <source>Spec as YAML (gcloud config)</source>
        <translation>Spezifikation als YAML (gcloud-Konfiguration)</translation>
    </message>
    <message>
        <source>Spec as JSON (API)</source>
        <translation>Spezifikation als JSON (API)</translation>
    </message>
    <message>
        <source>in %1</source>
        <comment>the job header: the location the job runs in, &apos;in cluster (Slurm)&apos;</comment>
        <translation>in %1</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>&amp;Metrics</source>
        <translation>&amp;Metriken</translation>
    </message>
    <message>
        <source>The curves the job&apos;s trainers wrote as TensorBoard event files, live (Alt+6)</source>
        <translation>Die Kurven, die die Trainer des Jobs als TensorBoard-Ereignisdateien geschrieben haben, live (Alt+6)</translation>
    </message>
    <message>
        <source>&amp;Outputs</source>
        <translation>Aus&amp;gaben</translation>
    </message>
    <message>
        <source>The files the job wrote: checkpoints, the saved model, event files (Alt+7)</source>
        <translation>Die Dateien, die der Job geschrieben hat: Checkpoints, das gespeicherte Modell, Ereignisdateien (Alt+7)</translation>
    </message>
    <message>
        <source>Job times</source>
        <translation>Zeiten des Jobs</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::JobDirReuseBox</name>
    <message>
        <source>Re&amp;use the job directory (resume from its checkpoints)</source>
        <translation>Das &amp;bisherige Jobverzeichnis verwenden (ab dem letzten Checkpoint fortsetzen)</translation>
    </message>
    <message>
        <source>Write into %1, where the earlier job left its outputs: a trainer that keeps checkpoints goes on from the last one instead of training anew.</source>
        <translation>In %1 schreiben, wo der frühere Job seine Ausgaben hinterlassen hat: Ein Trainer, der Checkpoints speichert, macht beim letzten weiter, statt neu zu trainieren.</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::JobWizard</name>
    <message>
        <source>New training job</source>
        <translation>Neuer Trainingsjob</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>E&amp;xportieren…</translation>
    </message>
    <message>
        <source>Save as &amp;template…</source>
        <translation>Als &amp;Vorlage speichern…</translation>
    </message>
    <message>
        <source>&lt; &amp;Back</source>
        <translation>&lt; &amp;Zurück</translation>
    </message>
    <message>
        <source>&amp;Next &gt;</source>
        <translation>&amp;Weiter &gt;</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Abbrechen</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::LogLineDelegate</name>
    <message>
        <source>trial %1</source>
        <translation>Test %1</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::LogView</name>
    <message>
        <source>Show all trials</source>
        <translation>Alle Tests anzeigen</translation>
    </message>
    <message>
        <source>Show the lines of every trial again</source>
        <translation>Die Zeilen aller Tests wieder anzeigen</translation>
    </message>
    <message>
        <source>Minimum severity</source>
        <translation>Mindestschweregrad</translation>
    </message>
    <message>
        <source>All severities</source>
        <translation>Alle Schweregrade</translation>
    </message>
    <message>
        <source>Info and above</source>
        <translation>Info und höher</translation>
    </message>
    <message>
        <source>Warnings and errors</source>
        <translation>Warnungen und Fehler</translation>
    </message>
    <message>
        <source>Errors only</source>
        <translation>Nur Fehler</translation>
    </message>
    <message>
        <source>First error</source>
        <translation>Erster Fehler</translation>
    </message>
    <message>
        <source>Jump to the first error (Ctrl+E)</source>
        <translation>Zum ersten Fehler springen (Ctrl+E)</translation>
    </message>
    <message>
        <source>Follow</source>
        <translation>Folgen</translation>
    </message>
    <message>
        <source>Keep the newest line in view (End)</source>
        <translation>Die neueste Zeile im Blick behalten (End)</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Speichern…</translation>
    </message>
    <message>
        <source>Save the lines shown to a file (Ctrl+S)</source>
        <translation>Die angezeigten Zeilen in einer Datei speichern (Ctrl+S)</translation>
    </message>
    <message>
        <source>Search the whole log (Ctrl+F) — Enter: next, Shift+Enter: previous</source>
        <translation>Das gesamte Log durchsuchen (Ctrl+F) — Enter: nächster, Shift+Enter: vorheriger Treffer</translation>
    </message>
    <message>
        <source>Search the log</source>
        <translation>Log durchsuchen</translation>
    </message>
    <message>
        <source>Regex</source>
        <translation>Regex</translation>
    </message>
    <message>
        <source>Match case</source>
        <translation>Groß-/Kleinschreibung beachten</translation>
    </message>
    <message>
        <source>Previous match (Shift+Enter, Shift+F3)</source>
        <translation>Vorheriger Treffer (Shift+Enter, Shift+F3)</translation>
    </message>
    <message>
        <source>Next match (Enter, F3)</source>
        <translation>Nächster Treffer (Enter, F3)</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Anhalten</translation>
    </message>
    <message>
        <source>Stop the search (Esc)</source>
        <translation>Suche anhalten (Esc)</translation>
    </message>
    <message>
        <source>Log lines</source>
        <translation>Logzeilen</translation>
    </message>
    <message>
        <source>Could not read the log: %1</source>
        <translation>Das Log konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Go to line</source>
        <translation>Gehe zu Zeile</translation>
    </message>
    <message>
        <source>Line number:</source>
        <translation>Zeilennummer:</translation>
    </message>
    <message>
        <source>Trial %1 only</source>
        <translation>Nur Test %1</translation>
    </message>
    <message>
        <source>Show or hide the lines of %1</source>
        <translation>Zeilen von %1 ein- oder ausblenden</translation>
    </message>
    <message>
        <source>Replica %1</source>
        <translation>Replikat %1</translation>
    </message>
    <message>
        <source>No job selected.</source>
        <translation>Kein Job ausgewählt.</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s)</source>
        <translation>
            <numerusform>%n Zeile</numerusform>
            <numerusform>%n Zeilen</numerusform>
        </translation>
    </message>
    <message>
        <source> · %1 shown</source>
        <translation> · %1 angezeigt</translation>
    </message>
    <message>
        <source> · indexing %1%</source>
        <translation> · Indexierung %1%</translation>
    </message>
    <message>
        <source> · complete</source>
        <translation> · vollständig</translation>
    </message>
    <message>
        <source> · live</source>
        <translation> · live</translation>
    </message>
    <message>
        <source>Search failed</source>
        <translation>Suche fehlgeschlagen</translation>
    </message>
    <message>
        <source>No match</source>
        <translation>Kein Treffer</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>No match shown by the filters</source>
        <translation>Kein Treffer, der durch die Filter angezeigt wird</translation>
    </message>
    <message>
        <source>No error in the lines shown.</source>
        <translation>Kein Fehler in den angezeigten Zeilen.</translation>
    </message>
    <message>
        <source>Save log</source>
        <translation>Log speichern</translation>
    </message>
    <message>
        <source>Log files (*.log *.txt)</source>
        <translation>Logdateien (*.log *.txt)</translation>
    </message>
    <message>
        <source>Saving the log…</source>
        <translation>Log wird gespeichert…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>The log could not be saved to %1: %2</source>
        <translation>Das Log konnte nicht unter %1 gespeichert werden: %2</translation>
    </message>
    <message>
        <source>Previous match</source>
        <translation>Vorheriger Treffer</translation>
    </message>
    <message>
        <source>Next match</source>
        <translation>Nächster Treffer</translation>
    </message>
    <message numerus="yes">
        <source>%Ln match(es)…</source>
        <translation>
            <numerusform>%Ln Treffer…</numerusform>
            <numerusform>%Ln Treffer…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln match(es)</source>
        <translation>
            <numerusform>%Ln Treffer</numerusform>
            <numerusform>%Ln Treffer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped after %Ln match(es)</source>
        <translation>
            <numerusform>Nach %Ln Treffer angehalten</numerusform>
            <numerusform>Nach %Ln Treffern angehalten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped: %Ln match(es) so far</source>
        <translation>
            <numerusform>Angehalten: bisher %Ln Treffer</numerusform>
            <numerusform>Angehalten: bisher %Ln Treffer</numerusform>
        </translation>
    </message>
    <message>
        <source>Trial shown</source>
        <translation>Angezeigter Test</translation>
    </message>
    <message>
        <source>Show the lines of one trial, or of all</source>
        <translation>Die Zeilen eines Tests oder aller Tests anzeigen</translation>
    </message>
    <message>
        <source>All trials</source>
        <translation>Alle Tests</translation>
    </message>
    <message>
        <source>Trial %1</source>
        <translation>Test %1</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::MainWindow</name>
    <message>
        <source>Trainyard</source>
        <translation>Trainyard</translation>
    </message>
    <message>
        <source>Filter jobs: text or label=value (Ctrl+L)</source>
        <translation>Jobs filtern: Text oder label=value (Ctrl+L)</translation>
    </message>
    <message>
        <source>Filter jobs</source>
        <translation>Jobs filtern</translation>
    </message>
    <message>
        <source>Filter by state</source>
        <translation>Nach Status filtern</translation>
    </message>
    <message>
        <source>All states</source>
        <translation>Alle Status</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Aktiv</translation>
    </message>
    <message>
        <source>Jobs</source>
        <translation>Jobs</translation>
    </message>
    <message>
        <source>Local daemon</source>
        <translation>Lokaler Daemon</translation>
    </message>
    <message>
        <source>(no id yet)</source>
        <translation>(noch keine ID)</translation>
    </message>
    <message>
        <source>Unsubmitted jobs</source>
        <translation>Nicht gesendete Jobs</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;New job…</source>
        <translation>&amp;Neuer Job…</translation>
    </message>
    <message>
        <source>New job from &amp;template…</source>
        <translation>Neuer Job aus &amp;Vorlage…</translation>
    </message>
    <message>
        <source>&amp;Import job…</source>
        <translation>Job &amp;importieren…</translation>
    </message>
    <message>
        <source>Open a gcloud config.yaml or a JSON job in the wizard (Ctrl+O)</source>
        <translation>Eine gcloud-config.yaml oder einen JSON-Job im Assistenten öffnen (Ctrl+O)</translation>
    </message>
    <message>
        <source>Import a &amp;gcloud command…</source>
        <translation>&amp;gcloud-Befehl importieren…</translation>
    </message>
    <message>
        <source>Add &amp;remote backend…</source>
        <translation>&amp;Remote-Backend hinzufügen…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Job</source>
        <translation>&amp;Job</translation>
    </message>
    <message>
        <source>&amp;Cancel job…</source>
        <translation>Job &amp;abbrechen…</translation>
    </message>
    <message>
        <source>Cancel the selected job (Ctrl+Shift+X)</source>
        <translation>Den ausgewählten Job abbrechen (Ctrl+Shift+X)</translation>
    </message>
    <message>
        <source>&amp;Resubmit</source>
        <translation>&amp;Erneut senden</translation>
    </message>
    <message>
        <source>Submit the selected job again under a new id (Ctrl+Shift+R)</source>
        <translation>Den ausgewählten Job unter einer neuen ID erneut senden (Ctrl+Shift+R)</translation>
    </message>
    <message>
        <source>C&amp;lone…</source>
        <translation>&amp;Klonen…</translation>
    </message>
    <message>
        <source>Open the selected job in the wizard under a new id (Ctrl+D)</source>
        <translation>Den ausgewählten Job unter einer neuen ID im Assistenten öffnen (Ctrl+D)</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>E&amp;xportieren…</translation>
    </message>
    <message>
        <source>Save the selected job as a gcloud config.yaml or JSON (Ctrl+Shift+S)</source>
        <translation>Den ausgewählten Job als gcloud-config.yaml oder JSON speichern (Ctrl+Shift+S)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Aktualisieren</translation>
    </message>
    <message>
        <source>&amp;Filter jobs</source>
        <translation>Jobs &amp;filtern</translation>
    </message>
    <message>
        <source>&amp;Timeline</source>
        <translation>&amp;Zeitachse</translation>
    </message>
    <message>
        <source>&amp;Logs</source>
        <translation>&amp;Logs</translation>
    </message>
    <message>
        <source>&amp;Spec</source>
        <translation>&amp;Spezifikation</translation>
    </message>
    <message>
        <source>A tuning job&apos;s trials (Alt+4)</source>
        <translation>Die Tests eines Abstimmungsjobs (Alt+4)</translation>
    </message>
    <message>
        <source>Reso&amp;urces</source>
        <translation>&amp;Ressourcen</translation>
    </message>
    <message>
        <source>What each replica used: GPU, GPU memory, CPU and memory (Alt+5)</source>
        <translation>Was jedes Replikat genutzt hat: GPU, GPU-Speicher, CPU und Arbeitsspeicher (Alt+5)</translation>
    </message>
    <message>
        <source>First &amp;error in the log</source>
        <translation>&amp;Erster Fehler im Log</translation>
    </message>
    <message>
        <source>Cancel job</source>
        <translation>Job abbrechen</translation>
    </message>
    <message>
        <source>%1 could not be cancelled: %2</source>
        <translation>%1 konnte nicht abgebrochen werden: %2</translation>
    </message>
    <message>
        <source>Cancelling %1…</source>
        <translation>%1 wird abgebrochen…</translation>
    </message>
    <message>
        <source>Resubmit</source>
        <translation>Erneut senden</translation>
    </message>
    <message>
        <source>The job could not be submitted: %1</source>
        <translation>Der Job konnte nicht gesendet werden: %1</translation>
    </message>
    <message>
        <source>Submitted %1</source>
        <translation>%1 gesendet</translation>
    </message>
    <message>
        <source>Save as template</source>
        <translation>Als Vorlage speichern</translation>
    </message>
    <message>
        <source>Template name:</source>
        <translation>Vorlagenname:</translation>
    </message>
    <message>
        <source>Saved the template %1</source>
        <translation>Vorlage %1 gespeichert</translation>
    </message>
    <message>
        <source>Submitted %1 to %2</source>
        <translation>%1 an %2 gesendet</translation>
    </message>
    <message>
        <source>New job from template</source>
        <translation>Neuer Job aus Vorlage</translation>
    </message>
    <message>
        <source>No templates yet: the wizard&apos;s Review page saves one.</source>
        <translation>Noch keine Vorlagen: Die Seite „Überprüfen“ des Assistenten speichert eine.</translation>
    </message>
    <message>
        <source>Template:</source>
        <translation>Vorlage:</translation>
    </message>
    <message>
        <source>Import job</source>
        <translation>Job importieren</translation>
    </message>
    <message>
        <source>Job files (*.yaml *.yml *.json);;All files (*)</source>
        <translation>Jobdateien (*.yaml *.yml *.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Export job</source>
        <translation>Job exportieren</translation>
    </message>
    <message>
        <source>gcloud config (*.yaml *.yml);;API job (*.json)</source>
        <translation>gcloud-Konfiguration (*.yaml *.yml);;API-Job (*.json)</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>Backends, the local daemon, notifications and appearance (Ctrl+,)</source>
        <translation>Backends, lokaler Daemon, Benachrichtigungen und Darstellung (Ctrl+,)</translation>
    </message>
    <message>
        <source>Command &amp;palette…</source>
        <translation>&amp;Befehlspalette…</translation>
    </message>
    <message>
        <source>Find any command or job by typing a few of its letters (Ctrl+K)</source>
        <translation>Einen beliebigen Befehl oder Job durch Eingabe einiger seiner Buchstaben finden (Ctrl+K)</translation>
    </message>
    <message>
        <source>Tr&amp;ials</source>
        <translation>&amp;Tests</translation>
    </message>
    <message>
        <source>Searc&amp;h the log</source>
        <translation>Im Log s&amp;uchen</translation>
    </message>
    <message>
        <source>Main toolbar</source>
        <translation>Hauptsymbolleiste</translation>
    </message>
    <message>
        <source>Cancel the job %1 on %2?

Every replica is stopped and the job ends in the state “%3”.</source>
        <translation>Job %1 auf %2 abbrechen?

Alle Replikate werden gestoppt und der Job endet im Status „%3“.</translation>
    </message>
    <message numerus="yes">
        <source>The console stopped while composing %n job(s):

%1

Open them again?</source>
        <translation>
            <numerusform>Die Konsole wurde beendet, während %n Job bearbeitet wurde:

%1

Wieder öffnen?</numerusform>
            <numerusform>Die Konsole wurde beendet, während %n Jobs bearbeitet wurden:

%1

Wieder öffnen?</numerusform>
        </translation>
    </message>
    <message>
        <source>New job from an e&amp;xample…</source>
        <translation>Neuer Job aus Bei&amp;spiel…</translation>
    </message>
    <message>
        <source>New job from an example</source>
        <translation>Neuer Job aus Beispiel</translation>
    </message>
    <message>
        <source>&amp;Example:</source>
        <translation>&amp;Beispiel:</translation>
    </message>
    <message>
        <source>New Vertex AI job</source>
        <translation>Neuer Vertex AI-Job</translation>
    </message>
    <message>
        <source>No backend takes Vertex AI jobs yet: add one of kind “Vertex AI” in Settings › Backends (its URL may be a Trainyard daemon&apos;s).</source>
        <translation>Noch kein Backend akzeptiert Vertex AI-Jobs: Fügen Sie unter Einstellungen › Backends eines der Art „Vertex AI“ hinzu (seine URL kann die eines Trainyard-Daemons sein).</translation>
    </message>
    <message>
        <source>New Vertex &amp;AI job…</source>
        <translation>Neuer Vertex &amp;AI-Job…</translation>
    </message>
    <message>
        <source>Con&amp;vert to Vertex AI…</source>
        <translation>In Vertex AI kon&amp;vertieren…</translation>
    </message>
    <message>
        <source>A CustomJob or HyperparameterTuningJob for a backend that takes Vertex AI jobs (Ctrl+Shift+A)</source>
        <translation>Ein CustomJob oder HyperparameterTuningJob für ein Backend, das Vertex AI-Jobs akzeptiert (Ctrl+Shift+A)</translation>
    </message>
    <message>
        <source>Open the selected job in the Vertex AI wizard, with what did not map (Ctrl+Shift+V)</source>
        <translation>Den ausgewählten Job im Vertex AI-Assistenten öffnen, mit dem, was sich nicht übertragen ließ (Ctrl+Shift+V)</translation>
    </message>
    <message>
        <source>&amp;Metrics</source>
        <translation>&amp;Metriken</translation>
    </message>
    <message>
        <source>The curves the job&apos;s trainers wrote as TensorBoard event files (Alt+6)</source>
        <translation>Die Kurven, die die Trainer des Jobs als TensorBoard-Ereignisdateien geschrieben haben (Alt+6)</translation>
    </message>
    <message>
        <source>&amp;Outputs</source>
        <translation>Aus&amp;gaben</translation>
    </message>
    <message>
        <source>The files the job wrote (Alt+7)</source>
        <translation>Die Dateien, die der Job geschrieben hat (Alt+7)</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::MetricChart</name>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <source>%1 d</source>
        <translation>%1 d</translation>
    </message>
    <message>
        <source>Chart of %1</source>
        <translation>Diagramm von %1</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Relative time</source>
        <translation>Relative Zeit</translation>
    </message>
    <message>
        <source>Wall time</source>
        <translation>Uhrzeit</translation>
    </message>
    <message>
        <source> (zoomed: double-click to fit)</source>
        <translation> (vergrößert: Doppelklick zum Einpassen)</translation>
    </message>
    <message>
        <source> (raw %1)</source>
        <translation> (roh %1)</translation>
    </message>
    <message>
        <source> at step %1</source>
        <translation> bei Schritt %1</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::MetricsView</name>
    <message>
        <source>Filter tags (regular expression)</source>
        <translation>Tags filtern (regulärer Ausdruck)</translation>
    </message>
    <message>
        <source>Filter tags</source>
        <translation>Tags filtern</translation>
    </message>
    <message>
        <source>T&amp;ags:</source>
        <translation>Tag-&amp;Filter:</translation>
    </message>
    <message>
        <source>X axis</source>
        <translation>X-Achse</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Relative</source>
        <translation>Relativ</translation>
    </message>
    <message>
        <source>Wall time</source>
        <translation>Uhrzeit</translation>
    </message>
    <message>
        <source>&amp;X axis:</source>
        <translation>&amp;X-Achse:</translation>
    </message>
    <message>
        <source>Smoothing</source>
        <translation>Glättung</translation>
    </message>
    <message>
        <source>Smoot&amp;hing:</source>
        <translation>Glättu&amp;ng:</translation>
    </message>
    <message>
        <source>Lo&amp;g scale</source>
        <translation>Log-S&amp;kala</translation>
    </message>
    <message>
        <source>F&amp;it x axes</source>
        <translation>X-Achsen an&amp;passen</translation>
    </message>
    <message>
        <source>Undo every chart&apos;s zoom (a chart: double-click it)</source>
        <translation>Den Zoom aller Diagramme zurücksetzen (für ein einzelnes Diagramm: darauf doppelklicken)</translation>
    </message>
    <message>
        <source>Scalars could not be read: %1</source>
        <translation>Die Skalare konnten nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Runs: %1</source>
        <translation>Läufe: %1</translation>
    </message>
    <message>
        <source>No tag matches “%1”.</source>
        <translation>Kein Tag passt zu „%1“.</translation>
    </message>
    <message>
        <source>No job selected.</source>
        <translation>Kein Job ausgewählt.</translation>
    </message>
    <message>
        <source>This backend reads no TensorBoard event files, so it has no metrics to chart. A job run by trainyardd (local or remote) charts what its trainers write with tf.summary or torch.utils.tensorboard.</source>
        <translation>Dieses Backend liest keine TensorBoard-Ereignisdateien und hat daher keine Metriken für Diagramme. Ein von trainyardd (lokal oder remote) ausgeführter Job zeigt als Diagramm, was seine Trainer mit tf.summary oder torch.utils.tensorboard schreiben.</translation>
    </message>
    <message>
        <source>Reading the job&apos;s scalars…</source>
        <translation>Die Skalare des Jobs werden gelesen…</translation>
    </message>
    <message>
        <source>No metrics to chart: %1</source>
        <translation>Keine Metriken für Diagramme: %1</translation>
    </message>
    <message>
        <source>No metrics yet: the job has no folder where TensorBoard event files could be.</source>
        <translation>Noch keine Metriken: Der Job hat keinen Ordner, in dem TensorBoard-Ereignisdateien liegen könnten.</translation>
    </message>
    <message>
        <source>No metrics yet. Trainyard looks for TensorBoard event files (events.out.tfevents.*) in:
%1

Write scalars there with tf.summary, torch.utils.tensorboard or tensorboardX.</source>
        <translation>Noch keine Metriken. Trainyard sucht TensorBoard-Ereignisdateien (events.out.tfevents.*) in:
%1

Schreiben Sie dort Skalare mit tf.summary, torch.utils.tensorboard oder tensorboardX.</translation>
    </message>
    <message numerus="yes">
        <source>%n event file(s) found, no scalars in them yet.</source>
        <translation>
            <numerusform>%n Ereignisdatei gefunden, noch keine Skalare darin.</numerusform>
            <numerusform>%n Ereignisdateien gefunden, noch keine Skalare darin.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tag(s)</source>
        <translation>
            <numerusform>%n Tag</numerusform>
            <numerusform>%n Tags</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n Lauf</numerusform>
            <numerusform>%n Läufe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) skipped</source>
        <translation>
            <numerusform>%n Eintrag übersprungen</numerusform>
            <numerusform>%n Einträge übersprungen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>trainyard::ui::NoticeButton</name>
    <message>
        <source>Notices</source>
        <translation>Hinweise</translation>
    </message>
    <message>
        <source>What the notification rules told during this run: job ends, log lines, metrics</source>
        <translation>Was die Benachrichtigungsregeln seit dem Start gemeldet haben: beendete Jobs, Logzeilen, Messwerte</translation>
    </message>
    <message>
        <source>Notices: %1 new</source>
        <translation>Hinweise: %1 neu</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::NotificationsPage</name>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>Selected rule</source>
        <translation>Ausgewählte Regel</translation>
    </message>
    <message>
        <source>&amp;Enabled</source>
        <translation>&amp;Aktiviert</translation>
    </message>
    <message>
        <source>&amp;Ignore case</source>
        <translation>&amp;Groß-/Kleinschreibung ignorieren</translation>
    </message>
    <message>
        <source>&amp;Test</source>
        <translation>&amp;Testen</translation>
    </message>
    <message>
        <source>The console tells you (a desktop notification, the status bar) when a rule matches.</source>
        <translation>Die Konsole benachrichtigt Sie (per Desktop-Benachrichtigung und in der Statusleiste), wenn eine Regel zutrifft.</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Bedingung</translation>
    </message>
    <message>
        <source>Notification rules</source>
        <translation>Benachrichtigungsregeln</translation>
    </message>
    <message>
        <source>&amp;State change</source>
        <translation>&amp;Statusänderung</translation>
    </message>
    <message>
        <source>&amp;Log line</source>
        <translation>&amp;Logzeile</translation>
    </message>
    <message>
        <source>&amp;Metric threshold</source>
        <translation>&amp;Messwert-Schwellenwert</translation>
    </message>
    <message>
        <source>Add a rule</source>
        <translation>Eine Regel hinzufügen</translation>
    </message>
    <message>
        <source>Remove the selected rule</source>
        <translation>Die ausgewählte Regel entfernen</translation>
    </message>
    <message>
        <source>every job (a part of the id, or a wildcard such as mnist-*)</source>
        <translation>alle Jobs (ein Teil der ID oder ein Platzhaltermuster wie mnist-*)</translation>
    </message>
    <message>
        <source>every backend</source>
        <translation>alle Backends</translation>
    </message>
    <message>
        <source>&amp;Jobs:</source>
        <translation>&amp;Jobs:</translation>
    </message>
    <message>
        <source>&amp;Backends:</source>
        <translation>&amp;Backends:</translation>
    </message>
    <message>
        <source>When a job enters:</source>
        <translation>Wenn ein Job in diesen Status wechselt:</translation>
    </message>
    <message>
        <source>Notify when a job enters %1</source>
        <translation>Benachrichtigen, wenn ein Job zu %1 wechselt</translation>
    </message>
    <message>
        <source>a regular expression, e.g. loss is nan|Traceback</source>
        <translation>ein regulärer Ausdruck, z. B. loss is nan|Traceback</translation>
    </message>
    <message>
        <source>Any severity</source>
        <translation>Jeder Schweregrad</translation>
    </message>
    <message>
        <source>WARNING and up</source>
        <translation>Ab WARNING</translation>
    </message>
    <message>
        <source>ERROR and up</source>
        <translation>Ab ERROR</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>At most one notification per job in this many seconds; further matches are counted.</source>
        <translation>Höchstens eine Benachrichtigung pro Job innerhalb dieser Anzahl von Sekunden; weitere Treffer werden gezählt.</translation>
    </message>
    <message>
        <source>a line to try the pattern on</source>
        <translation>eine Zeile, an der das Muster ausprobiert wird</translation>
    </message>
    <message>
        <source>Sample line</source>
        <translation>Beispielzeile</translation>
    </message>
    <message>
        <source>&amp;Pattern:</source>
        <translation>&amp;Muster:</translation>
    </message>
    <message>
        <source>&amp;Severity:</source>
        <translation>&amp;Schweregrad:</translation>
    </message>
    <message>
        <source>At most once &amp;per:</source>
        <translation>Höchstens einmal &amp;pro:</translation>
    </message>
    <message>
        <source>Try &amp;it:</source>
        <translation>Ausprob&amp;ieren:</translation>
    </message>
    <message>
        <source>the job&apos;s objective metric (hyperparameterMetricTag)</source>
        <translation>der Zielmesswert des Jobs (hyperparameterMetricTag)</translation>
    </message>
    <message>
        <source>The metric a tuning trial reports; empty for any job&apos;s objective metric.</source>
        <translation>Der Messwert, den ein Abstimmungstest meldet; leer für den Zielmesswert des jeweiligen Jobs.</translation>
    </message>
    <message>
        <source>rises above</source>
        <translation>steigt über</translation>
    </message>
    <message>
        <source>falls below</source>
        <translation>fällt unter</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>Schwellenwert</translation>
    </message>
    <message>
        <source>M&amp;etric:</source>
        <translation>Mess&amp;wert:</translation>
    </message>
    <message>
        <source>&amp;When it:</source>
        <translation>Wen&amp;n er:</translation>
    </message>
    <message>
        <source>Each trial notifies once, the first time a value it reports crosses the threshold.</source>
        <translation>Jeder Test benachrichtigt einmal, wenn ein von ihm gemeldeter Wert den Schwellenwert zum ersten Mal über- bzw. unterschreitet.</translation>
    </message>
    <message>
        <source>Checked: the rule is enabled</source>
        <translation>Angehakt: Die Regel ist aktiviert</translation>
    </message>
    <message>
        <source>Not a valid regular expression: %1 at offset %2.</source>
        <translation>Kein gültiger regulärer Ausdruck: %1 an Position %2.</translation>
    </message>
    <message>
        <source>Type the pattern a line must match.</source>
        <translation>Geben Sie das Muster ein, zu dem eine Zeile passen muss.</translation>
    </message>
    <message>
        <source>Matches: “%1”</source>
        <translation>Treffer: „%1“</translation>
    </message>
    <message>
        <source>Does not match.</source>
        <translation>Kein Treffer.</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::ObjectiveChart</name>
    <message>
        <source>Objective by trial</source>
        <translation>Zielwert nach Test</translation>
    </message>
    <message>
        <source>Trial</source>
        <translation>Test</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::ObjectiveLegend</name>
    <message>
        <source>Objective colours</source>
        <translation>Farben des Zielwerts</translation>
    </message>
    <message>
        <source>worst %1</source>
        <translation>schlechtester %1</translation>
    </message>
    <message>
        <source>%1 best</source>
        <translation>%1 bester</translation>
    </message>
    <message>
        <source>lower is better</source>
        <translation>niedriger ist besser</translation>
    </message>
    <message>
        <source>higher is better</source>
        <translation>höher ist besser</translation>
    </message>
    <message>
        <source>%1: %2 … %3 (%4)</source>
        <translation>%1: %2 … %3 (%4)</translation>
    </message>
    <message>
        <source>Trial colours by final %1</source>
        <translation>Farben der Tests nach dem Endwert von %1</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::OutputsView</name>
    <message>
        <source>&amp;Open</source>
        <translation>Ö&amp;ffnen</translation>
    </message>
    <message>
        <source>Open the file with its application (Enter, or double-click)</source>
        <translation>Die Datei mit ihrer Anwendung öffnen (Enter oder Doppelklick)</translation>
    </message>
    <message>
        <source>&amp;Reveal Folder</source>
        <translation>&amp;Ordner anzeigen</translation>
    </message>
    <message>
        <source>Show the entry&apos;s folder in the file manager</source>
        <translation>Den Ordner des Eintrags im Dateimanager anzeigen</translation>
    </message>
    <message>
        <source>&amp;Copy Path</source>
        <translation>&amp;Pfad kopieren</translation>
    </message>
    <message>
        <source>Copy the entry&apos;s path on the daemon&apos;s machine (Ctrl+Shift+C)</source>
        <translation>Den Pfad des Eintrags auf dem Rechner des Daemons kopieren (Ctrl+Shift+C)</translation>
    </message>
    <message>
        <source>&amp;Download…</source>
        <translation>&amp;Herunterladen…</translation>
    </message>
    <message>
        <source>Copy the file from the daemon&apos;s machine to this one (Ctrl+S)</source>
        <translation>Die Datei vom Rechner des Daemons auf diesen Rechner kopieren (Ctrl+S)</translation>
    </message>
    <message>
        <source>Re&amp;fresh</source>
        <translation>A&amp;ktualisieren</translation>
    </message>
    <message>
        <source>Read the folder again</source>
        <translation>Den Ordner erneut lesen</translation>
    </message>
    <message>
        <source>Open in &amp;TensorBoard</source>
        <translation>In Tensor&amp;Board öffnen</translation>
    </message>
    <message>
        <source>Output folder</source>
        <translation>Ausgabeordner</translation>
    </message>
    <message>
        <source>Output files</source>
        <translation>Ausgabedateien</translation>
    </message>
    <message>
        <source>Download progress</source>
        <translation>Download-Fortschritt</translation>
    </message>
    <message>
        <source>C&amp;ancel</source>
        <translation>Abbre&amp;chen</translation>
    </message>
    <message>
        <source>Stop the download and remove what arrived of it</source>
        <translation>Den Download anhalten und das bereits Empfangene entfernen</translation>
    </message>
    <message>
        <source>TensorBoard shows %1 at %2</source>
        <translation>TensorBoard zeigt %1 unter %2</translation>
    </message>
    <message>
        <source>No job selected.</source>
        <translation>Kein Job ausgewählt.</translation>
    </message>
    <message>
        <source>Reading the job&apos;s output folder…</source>
        <translation>Der Ausgabeordner des Jobs wird gelesen…</translation>
    </message>
    <message>
        <source>This backend does not show a job&apos;s output folder.</source>
        <translation>Dieses Backend zeigt den Ausgabeordner eines Jobs nicht an.</translation>
    </message>
    <message>
        <source>The output folder could not be read: %1</source>
        <translation>Der Ausgabeordner konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>This job has no output folder.</source>
        <translation>Dieser Job hat keinen Ausgabeordner.</translation>
    </message>
    <message>
        <source>This job has no output folder: %1</source>
        <translation>Dieser Job hat keinen Ausgabeordner: %1</translation>
    </message>
    <message>
        <source>%1 (only its first %2 entries are listed)</source>
        <translation>%1 (nur die ersten %2 Einträge werden aufgeführt)</translation>
    </message>
    <message>
        <source>Nothing in %1 yet. Refresh to look again.</source>
        <translation>Noch nichts in %1. Aktualisieren Sie, um erneut nachzusehen.</translation>
    </message>
    <message>
        <source>Start TensorBoard on this machine over the job&apos;s folder and open it (Ctrl+Shift+B)</source>
        <translation>TensorBoard auf diesem Rechner für den Ordner des Jobs starten und öffnen (Ctrl+Shift+B)</translation>
    </message>
    <message>
        <source>TensorBoard reads folders on this machine; this backend&apos;s files are on another one</source>
        <translation>TensorBoard liest Ordner auf diesem Rechner; die Dateien dieses Backends liegen auf einem anderen</translation>
    </message>
    <message>
        <source>Download %1</source>
        <translation>%1 herunterladen</translation>
    </message>
    <message>
        <source>%1: starting</source>
        <translation>%1: wird gestartet</translation>
    </message>
    <message>
        <source>%1: %2 of %3</source>
        <translation>%1: %2 von %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 was not downloaded: %2</source>
        <translation>%1 wurde nicht heruntergeladen: %2</translation>
    </message>
    <message>
        <source>%1 downloaded to %2</source>
        <translation>%1 nach %2 heruntergeladen</translation>
    </message>
    <message>
        <source>Download cancelled.</source>
        <translation>Download abgebrochen.</translation>
    </message>
    <message>
        <source>Starting TensorBoard over %1…</source>
        <translation>TensorBoard wird für %1 gestartet…</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::PackageInspector</name>
    <message>
        <source>No Python module found in %1: a trainer&apos;s modules live in a package, a folder with an __init__.py.</source>
        <translation>Kein Python-Modul in %1 gefunden: Die Module eines Trainers liegen in einem Paket, einem Ordner mit einer __init__.py.</translation>
    </message>
    <message>
        <source>No package given.</source>
        <translation>Kein Paket angegeben.</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 existiert nicht.</translation>
    </message>
    <message>
        <source>%1 is neither a folder, a source distribution (.tar.gz) nor a wheel or zip.</source>
        <translation>%1 ist weder ein Ordner noch eine Quelldistribution (.tar.gz), ein Wheel oder eine ZIP-Datei.</translation>
    </message>
    <message>
        <source>Cannot list %1: %2 could not be started (%3).</source>
        <translation>%1 kann nicht aufgelistet werden: %2 konnte nicht gestartet werden (%3).</translation>
    </message>
    <message>
        <source>Listing %1 took longer than %2 seconds.</source>
        <translation>Das Auflisten von %1 hat länger als %2 Sekunden gedauert.</translation>
    </message>
    <message>
        <source>exit code %1</source>
        <translation>Exit-Code %1</translation>
    </message>
    <message>
        <source>the listing program crashed</source>
        <translation>das Auflistungsprogramm ist abgestürzt</translation>
    </message>
    <message>
        <source>Cannot list %1: %2</source>
        <translation>%1 kann nicht aufgelistet werden: %2</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::ParallelCoordinatesChart</name>
    <message>
        <source>Parallel coordinates</source>
        <translation>Parallele Koordinaten</translation>
    </message>
    <message>
        <source> (log)</source>
        <translation> (log)</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::ProblemLabel</name>
    <message>
        <source>Problems of %1</source>
        <translation>Probleme von %1</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::RemoteBackendDialog</name>
    <message>
        <source>Name: give the backend a name.</source>
        <translation>Name: Geben Sie dem Backend einen Namen.</translation>
    </message>
    <message>
        <source>URL: must be http:// or https:// with a host, like http://gpu-box:8470.</source>
        <translation>URL: Muss http:// oder https:// mit einem Host sein, z. B. http://gpu-box:8470.</translation>
    </message>
    <message>
        <source>Project: must not be empty (a daemon&apos;s project is &quot;local&quot;).</source>
        <translation>Projekt: Darf nicht leer sein (das Projekt eines Daemons ist „local“).</translation>
    </message>
    <message>
        <source>Add a remote backend</source>
        <translation>Remote-Backend hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>&amp;Art:</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;URL:</source>
        <translation>&amp;URL:</translation>
    </message>
    <message>
        <source>&amp;Project:</source>
        <translation>&amp;Projekt:</translation>
    </message>
    <message>
        <source>the daemon&apos;s token file, copied here</source>
        <translation>die hierher kopierte Token-Datei des Daemons</translation>
    </message>
    <message>
        <source>Token &amp;file:</source>
        <translation>Token-&amp;Datei:</translation>
    </message>
    <message>
        <source>Token &amp;command:</source>
        <translation>Token-&amp;Befehl:</translation>
    </message>
    <message>
        <source>Edit the remote backend %1</source>
        <translation>Remote-Backend %1 bearbeiten</translation>
    </message>
    <message>
        <source>Regions: name at least one, like us-central1.</source>
        <translation>Regionen: Geben Sie mindestens eine an, z. B. us-central1.</translation>
    </message>
    <message>
        <source>Regions: &quot;%1&quot; is not a region name, like us-central1.</source>
        <translation>Regionen: „%1“ ist kein Regionsname wie us-central1.</translation>
    </message>
    <message>
        <source>Google Cloud project (AI Platform Training, retired)</source>
        <translation>Google Cloud-Projekt (AI Platform Training, eingestellt)</translation>
    </message>
    <message>
        <source>Google has retired the AI Platform Training API (ml.googleapis.com): it lists old jobs at most. Use Vertex AI for new jobs.</source>
        <translation>Google hat die AI Platform Training API (ml.googleapis.com) eingestellt: Sie listet höchstens alte Jobs auf. Verwenden Sie Vertex AI für neue Jobs.</translation>
    </message>
    <message>
        <source>Vertex AI</source>
        <translation>Vertex AI</translation>
    </message>
    <message>
        <source>Vertex AI custom and tuning jobs of a Google Cloud project in the regions named below, or, with a URL, the Vertex paths of a Trainyard daemon (project &quot;local&quot;).</source>
        <translation>Benutzerdefinierte Jobs und Abstimmungsjobs von Vertex AI eines Google Cloud-Projekts in den unten genannten Regionen oder, mit einer URL, die Vertex-Pfade eines Trainyard-Daemons (Projekt „local“).</translation>
    </message>
    <message>
        <source>Vertex AI: the regions whose jobs are listed, separated by commas; new jobs go to the first unless chosen.</source>
        <translation>Vertex AI: die Regionen, deren Jobs aufgelistet werden, durch Kommas getrennt; neue Jobs gehen an die erste, sofern nicht anders gewählt.</translation>
    </message>
    <message>
        <source>&amp;Regions:</source>
        <translation>&amp;Regionen:</translation>
    </message>
    <message>
        <source>URL: plain http:// to another machine sends the token and every job unencrypted; use https:// (trainyardd --tls-cert) or tick &quot;Allow plain HTTP&quot;.</source>
        <translation>URL: Mit http:// zu einem anderen Rechner werden das Token und jeder Job unverschlüsselt übertragen; verwenden Sie https:// (trainyardd --tls-cert) oder aktivieren Sie „Unverschlüsseltes HTTP zu einem anderen Rechner erlauben“.</translation>
    </message>
    <message>
        <source>Pinned key: must be sha256// and 44 characters of base64, as trainyardd prints it.</source>
        <translation>Gepinnter Schlüssel: Muss sha256// gefolgt von 44 Base64-Zeichen sein, wie trainyardd ihn ausgibt.</translation>
    </message>
    <message>
        <source>Daemon socket: must be an absolute path on the host, like /run/user/1000/trainyard/daemon.sock, or empty for the daemon&apos;s default.</source>
        <translation>Daemon-Socket: Muss ein absoluter Pfad auf dem Host sein, z. B. /run/user/1000/trainyard/daemon.sock, oder leer für den Standard des Daemons.</translation>
    </message>
    <message>
        <source>Daemon arguments: leave --socket out; the console passes the daemon socket above.</source>
        <translation>Daemon-Argumente: Lassen Sie --socket weg; die Konsole übergibt den oben angegebenen Daemon-Socket.</translation>
    </message>
    <message>
        <source>Daemon arguments: only the daemon&apos;s flags; ; &amp; | ` &lt; &gt; and line breaks are not allowed.</source>
        <translation>Daemon-Argumente: Nur die Flags des Daemons; ; &amp; | ` &lt; &gt; und Zeilenumbrüche sind nicht erlaubt.</translation>
    </message>
    <message>
        <source>Daemon arguments: a quote is not closed.</source>
        <translation>Daemon-Argumente: Ein Anführungszeichen ist nicht geschlossen.</translation>
    </message>
    <message>
        <source>Trainyard daemon through SSH</source>
        <translation>Trainyard-Daemon über SSH</translation>
    </message>
    <message>
        <source>A trainyardd on a login node or a GPU box, reached with your ssh: your keys, agent, known hosts and ~/.ssh/config. No token; everything travels encrypted.</source>
        <translation>Ein trainyardd auf einem Login-Knoten oder einem GPU-Rechner, erreicht über Ihr ssh: Ihre Schlüssel, Ihr Agent, Ihre bekannten Hosts und ~/.ssh/config. Kein Token; alles wird verschlüsselt übertragen.</translation>
    </message>
    <message>
        <source>Trainyard daemon over HTTPS</source>
        <translation>Trainyard-Daemon über HTTPS</translation>
    </message>
    <message>
        <source>A trainyardd serving a team on TCP (trainyardd --listen with --tls-cert), with its token.</source>
        <translation>Ein trainyardd, der ein Team über TCP bedient (trainyardd --listen mit --tls-cert), mit seinem Token.</translation>
    </message>
    <message>
        <source>user@login-node, or a Host of ~/.ssh/config</source>
        <translation>user@login-node oder ein Host aus ~/.ssh/config</translation>
    </message>
    <message>
        <source>&amp;Destination:</source>
        <translation>&amp;Ziel:</translation>
    </message>
    <message>
        <source>optional: user@bastion (ssh -J)</source>
        <translation>optional: user@bastion (ssh -J)</translation>
    </message>
    <message>
        <source>&amp;Jump host:</source>
        <translation>&amp;Jump-Host:</translation>
    </message>
    <message>
        <source>optional: instead of ~/.ssh/config (ssh -F)</source>
        <translation>optional: statt ~/.ssh/config (ssh -F)</translation>
    </message>
    <message>
        <source>SSH c&amp;onfig file:</source>
        <translation>SSH-&amp;Konfigurationsdatei:</translation>
    </message>
    <message>
        <source>empty: the daemon&apos;s default there</source>
        <translation>leer: der Standard des Daemons auf dem Host</translation>
    </message>
    <message>
        <source>The daemon&apos;s Unix socket on the host; empty: $XDG_RUNTIME_DIR/trainyard/daemon.sock there, or /tmp/trainyard-UID/daemon.sock.</source>
        <translation>Der Unix-Socket des Daemons auf dem Host; leer: dort $XDG_RUNTIME_DIR/trainyard/daemon.sock oder /tmp/trainyard-UID/daemon.sock.</translation>
    </message>
    <message>
        <source>Daemon &amp;socket:</source>
        <translation>Daemon-&amp;Socket:</translation>
    </message>
    <message>
        <source>S&amp;tart trainyardd there when none answers (it keeps running after the console closes)</source>
        <translation>trainyardd dort s&amp;tarten, wenn keiner antwortet (er läuft weiter, nachdem die Konsole geschlossen wurde)</translation>
    </message>
    <message>
        <source>trainyardd on the PATH there</source>
        <translation>trainyardd im PATH des Hosts</translation>
    </message>
    <message>
        <source>A path on the host when trainyardd is not on the PATH of a non-interactive ssh session there; ~/ is the home there.</source>
        <translation>Ein Pfad auf dem Host, wenn trainyardd dort nicht im PATH einer nicht interaktiven ssh-Sitzung liegt; ~/ ist das Home-Verzeichnis dort.</translation>
    </message>
    <message>
        <source>Daemon pro&amp;gram:</source>
        <translation>Daemon-Pro&amp;gramm:</translation>
    </message>
    <message>
        <source>The daemon&apos;s flags, read by the shell on the host: ~ and $HOME are the home there.</source>
        <translation>Die Flags des Daemons, von der Shell auf dem Host gelesen: ~ und $HOME sind das Home-Verzeichnis dort.</translation>
    </message>
    <message>
        <source>Daemon argu&amp;ments:</source>
        <translation>Daemon-Argu&amp;mente:</translation>
    </message>
    <message>
        <source>empty: the system&apos;s certificate authorities</source>
        <translation>leer: die Zertifizierungsstellen des Systems</translation>
    </message>
    <message>
        <source>https://: the PEM file of the certificate authority that signed the daemon&apos;s certificate.</source>
        <translation>https://: die PEM-Datei der Zertifizierungsstelle, die das Zertifikat des Daemons signiert hat.</translation>
    </message>
    <message>
        <source>C&amp;A file:</source>
        <translation>&amp;CA-Datei:</translation>
    </message>
    <message>
        <source>none: set by Test, then &quot;Trust this certificate…&quot;</source>
        <translation>keiner: wird über Testen, dann „Diesem Zertifikat vertrauen…“ gesetzt</translation>
    </message>
    <message>
        <source>https://: the SHA-256 of the daemon&apos;s public key (sha256//…, as trainyardd prints it at start). With a pin, only that key is trusted.</source>
        <translation>https://: der SHA-256 des öffentlichen Schlüssels des Daemons (sha256//…, wie trainyardd ihn beim Start ausgibt). Mit einem Pin wird nur diesem Schlüssel vertraut.</translation>
    </message>
    <message>
        <source>Forget pinned certificate</source>
        <translation>Gepinntes Zertifikat vergessen</translation>
    </message>
    <message>
        <source>Pinned ke&amp;y:</source>
        <translation>Gepinnter Sch&amp;lüssel:</translation>
    </message>
    <message>
        <source>Allow plain &amp;HTTP to another machine: the token and every job travel unencrypted, readable and replayable by anyone on the network</source>
        <translation>Unverschlüsseltes &amp;HTTP zu einem anderen Rechner erlauben: Das Token und jeder Job werden unverschlüsselt übertragen, für jeden im Netzwerk lesbar und wiederverwendbar</translation>
    </message>
    <message>
        <source>empty: Google&apos;s regional endpoints; or a daemon&apos;s https://… or unix:/…</source>
        <translation>leer: die regionalen Endpunkte von Google; oder ein Daemon unter https://… oder unix:/…</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::ResourceChart</name>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1  %2</source>
        <translation>%1  %2</translation>
    </message>
    <message numerus="yes">
        <source>… %n more</source>
        <translation>
            <numerusform>… noch %n</numerusform>
            <numerusform>… noch %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>trainyard::ui::ResourceFormat</name>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPU memory</source>
        <translation>GPU-Speicher</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Arbeitsspeicher</translation>
    </message>
    <message>
        <source>GPU utilisation (% of one GPU, summed over the replica&apos;s GPUs)</source>
        <translation>GPU-Auslastung (% einer GPU, summiert über die GPUs des Replikats)</translation>
    </message>
    <message>
        <source>GPU memory used</source>
        <translation>Genutzter GPU-Speicher</translation>
    </message>
    <message>
        <source>GPU memory (% of the GPUs&apos; memory)</source>
        <translation>GPU-Speicher (% des Speichers der GPUs)</translation>
    </message>
    <message>
        <source>CPU (% of the replica&apos;s allocation)</source>
        <translation>CPU (% der Zuteilung des Replikats)</translation>
    </message>
    <message>
        <source>CPU (% of one core)</source>
        <translation>CPU (% eines Kerns)</translation>
    </message>
    <message>
        <source>Memory (resident)</source>
        <translation>Arbeitsspeicher (resident)</translation>
    </message>
    <message>
        <source>Memory (% of the replica&apos;s allocation)</source>
        <translation>Arbeitsspeicher (% der Zuteilung des Replikats)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 min %2 s</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::ResourceLegend</name>
    <message>
        <source>Replicas in the charts</source>
        <translation>Replikate in den Diagrammen</translation>
    </message>
    <message>
        <source>Click a replica to hide or show its line in every chart</source>
        <translation>Klicken Sie auf ein Replikat, um seine Linie in allen Diagrammen aus- oder einzublenden</translation>
    </message>
    <message>
        <source>%1: click to hide its lines</source>
        <translation>%1: Klicken, um die Linien auszublenden</translation>
    </message>
    <message>
        <source>%1: hidden; click to show its lines</source>
        <translation>%1: ausgeblendet; klicken, um die Linien einzublenden</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::ResourceSummaryModel</name>
    <message>
        <source>Replica</source>
        <translation>Replikat</translation>
    </message>
    <message>
        <source>%1 peak</source>
        <translation>%1 (Spitze)</translation>
    </message>
    <message>
        <source>%1 mean</source>
        <translation>%1 (Mittel)</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::ResourcesView</name>
    <message>
        <source>Idle GPU warning</source>
        <translation>Warnung: GPU im Leerlauf</translation>
    </message>
    <message>
        <source>Show the whole job (Ctrl+0, or double-click a chart)</source>
        <translation>Den gesamten Job anzeigen (Ctrl+0 oder Doppelklick auf ein Diagramm)</translation>
    </message>
    <message>
        <source>Keep the latest samples at the right edge while the job runs (Ctrl+Shift+L); dragging turns it off</source>
        <translation>Die neuesten Messpunkte am rechten Rand halten, während der Job läuft (Ctrl+Shift+L); Ziehen schaltet dies aus</translation>
    </message>
    <message>
        <source>Visible time range</source>
        <translation>Sichtbarer Zeitbereich</translation>
    </message>
    <message>
        <source>Wheel: zoom · drag: pan · double-click: fit</source>
        <translation>Mausrad: zoomen · Ziehen: verschieben · Doppelklick: einpassen</translation>
    </message>
    <message>
        <source>GPU figures unavailable</source>
        <translation>GPU-Werte nicht verfügbar</translation>
    </message>
    <message>
        <source>Peak and mean per replica</source>
        <translation>Spitze und Mittel pro Replikat</translation>
    </message>
    <message>
        <source>Resources could not be read: %1</source>
        <translation>Ressourcen konnten nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Peak and mean over the whole job</source>
        <translation>Spitze und Mittel über den gesamten Job</translation>
    </message>
    <message>
        <source>Peak and mean over the visible range, %1 – %2</source>
        <translation>Spitze und Mittel über den sichtbaren Bereich, %1 – %2</translation>
    </message>
    <message>
        <source>%1 – %2 (%3)</source>
        <translation>%1 – %2 (%3)</translation>
    </message>
    <message>
        <source>Idle GPU: %1 has used under %2 % of its GPU since %3 (%4).</source>
        <translation>GPU im Leerlauf: %1 hat seit %3 (%4) weniger als %2 % seiner GPU genutzt.</translation>
    </message>
    <message>
        <source>GPU figures unavailable: %1</source>
        <translation>GPU-Werte nicht verfügbar: %1</translation>
    </message>
    <message>
        <source>F&amp;it</source>
        <translation>&amp;Einpassen</translation>
    </message>
    <message>
        <source>Follo&amp;w live</source>
        <translation>Live &amp;folgen</translation>
    </message>
    <message>
        <source>CPU and memory figures unavailable: %1</source>
        <translation>CPU- und Arbeitsspeicherwerte nicht verfügbar: %1</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::ResubmitDialog</name>
    <message>
        <source>Resubmit %1</source>
        <translation>%1 erneut senden</translation>
    </message>
    <message>
        <source>The same job again, under a new id.</source>
        <translation>Derselbe Job noch einmal, unter einer neuen ID.</translation>
    </message>
    <message>
        <source>New job &amp;ID:</source>
        <translation>Neue Job-&amp;ID:</translation>
    </message>
    <message>
        <source>none: the job writes no outputs of its own</source>
        <translation>keines: Der Job schreibt keine eigenen Ausgaben</translation>
    </message>
    <message>
        <source>&amp;Job directory:</source>
        <translation>&amp;Jobverzeichnis:</translation>
    </message>
    <message>
        <source>&amp;Resubmit</source>
        <translation>&amp;Erneut senden</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::ReviewPage</name>
    <message>
        <source>Review</source>
        <translation>Überprüfen</translation>
    </message>
    <message>
        <source>Check the job, copy it as a file or a command line, then submit it.</source>
        <translation>Prüfen Sie den Job, kopieren Sie ihn als Datei oder Befehlszeile und senden Sie ihn dann.</translation>
    </message>
    <message>
        <source>&amp;Submit</source>
        <translation>&amp;Senden</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Probleme</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>YAML (gcloud config)</source>
        <translation>YAML (gcloud-Konfiguration)</translation>
    </message>
    <message>
        <source>JSON (API)</source>
        <translation>JSON (API)</translation>
    </message>
    <message>
        <source>gcloud command</source>
        <translation>gcloud-Befehl</translation>
    </message>
    <message>
        <source>The backend refused the job: %1</source>
        <translation>Das Backend hat den Job abgelehnt: %1</translation>
    </message>
    <message>
        <source>Go to this field (Enter or click)</source>
        <translation>Zu diesem Feld wechseln (Enter oder Klick)</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s) to fix before the job can be submitted.</source>
        <translation>
            <numerusform>%n Fehler muss behoben werden, bevor der Job gesendet werden kann.</numerusform>
            <numerusform>%n Fehler müssen behoben werden, bevor der Job gesendet werden kann.</numerusform>
        </translation>
    </message>
    <message>
        <source>Ready to submit; the warnings below are worth a look.</source>
        <translation>Bereit zum Senden; die Warnungen unten sind einen Blick wert.</translation>
    </message>
    <message>
        <source>Ready to submit.</source>
        <translation>Bereit zum Senden.</translation>
    </message>
    <message>
        <source>

# config.yaml (what no flag can say):
</source>
        <translation>

# config.yaml (was kein Flag ausdrücken kann):
</translation>
    </message>
    <message>
        <source>Job as YAML or JSON</source>
        <translation>Job als YAML oder JSON</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::ScatterChart</name>
    <message>
        <source>Objective by hyperparameter</source>
        <translation>Zielwert nach Hyperparameter</translation>
    </message>
    <message>
        <source>%1 (log scale)</source>
        <translation>%1 (logarithmische Skala)</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::SchedulingPage</name>
    <message>
        <source>minutes</source>
        <translation>Minuten</translation>
    </message>
    <message>
        <source>hours</source>
        <translation>Stunden</translation>
    </message>
    <message>
        <source>days</source>
        <translation>Tage</translation>
    </message>
    <message>
        <source>Scheduling and identity</source>
        <translation>Planung und Identität</translation>
    </message>
    <message>
        <source>Where outputs go, how long the job may wait and run, and who it runs as.</source>
        <translation>Wohin die Ausgaben gehen, wie lange der Job warten und laufen darf und unter welcher Identität er ausgeführt wird.</translation>
    </message>
    <message>
        <source>/data/runs/mnist (local daemon) or gs://bucket/path</source>
        <translation>/data/runs/mnist (lokaler Daemon) oder gs://bucket/path</translation>
    </message>
    <message>
        <source>Job directory</source>
        <translation>Jobverzeichnis</translation>
    </message>
    <message>
        <source>A folder on this workstation, for the local daemon</source>
        <translation>Ein Ordner auf dieser Workstation, für den lokalen Daemon</translation>
    </message>
    <message>
        <source>&amp;Job directory:</source>
        <translation>&amp;Jobverzeichnis:</translation>
    </message>
    <message>
        <source>Max &amp;wait:</source>
        <translation>&amp;Max. Wartezeit:</translation>
    </message>
    <message>
        <source>Max &amp;running time:</source>
        <translation>Max. &amp;Laufzeit:</translation>
    </message>
    <message>
        <source>Higher runs first when jobs wait for resources</source>
        <translation>Höhere Werte werden zuerst ausgeführt, wenn Jobs auf Ressourcen warten</translation>
    </message>
    <message>
        <source>&amp;Priority:</source>
        <translation>&amp;Priorität:</translation>
    </message>
    <message>
        <source>trainer@project.iam.gserviceaccount.com (Google only)</source>
        <translation>trainer@project.iam.gserviceaccount.com (nur Google)</translation>
    </message>
    <message>
        <source>&amp;Service account:</source>
        <translation>Dien&amp;stkonto:</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>keine Begrenzung</translation>
    </message>
    <message>
        <source>Time unit</source>
        <translation>Zeiteinheit</translation>
    </message>
    <message>
        <source>Br&amp;owse…</source>
        <translation>&amp;Durchsuchen…</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Settings pages</source>
        <translation>Einstellungsseiten</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <source>Backends</source>
        <translation>Backends</translation>
    </message>
    <message>
        <source>Local daemon</source>
        <translation>Lokaler Daemon</translation>
    </message>
    <message>
        <source>Notifications</source>
        <translation>Benachrichtigungen</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Darstellung</translation>
    </message>
    <message>
        <source>The daemon settings apply when the console next starts the local daemon: the daemon running now was not started by this console.</source>
        <translation>Die Daemon-Einstellungen gelten, wenn die Konsole den lokalen Daemon das nächste Mal startet: Der derzeit laufende Daemon wurde nicht von dieser Konsole gestartet.</translation>
    </message>
    <message>
        <source>The local daemon runs with the old settings. Restart it now?</source>
        <translation>Der lokale Daemon läuft mit den alten Einstellungen. Jetzt neu starten?</translation>
    </message>
    <message>
        <source>Running jobs keep running: the daemon takes them up again when it is back. Otherwise the settings apply the next time the console starts the daemon.</source>
        <translation>Laufende Jobs werden weiter ausgeführt: Der Daemon übernimmt sie wieder, sobald er zurück ist. Andernfalls gelten die Einstellungen, wenn die Konsole den Daemon das nächste Mal startet.</translation>
    </message>
    <message>
        <source>&amp;Restart the local daemon now</source>
        <translation>Lokalen Daemon jetzt &amp;neu starten</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>&amp;Später</translation>
    </message>
    <message>
        <source>The daemon settings apply the next time the console starts the local daemon.</source>
        <translation>Die Daemon-Einstellungen gelten, wenn die Konsole den lokalen Daemon das nächste Mal startet.</translation>
    </message>
    <message>
        <source>The local daemon is restarting with the new settings.</source>
        <translation>Der lokale Daemon wird mit den neuen Einstellungen neu gestartet.</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Neustart</translation>
    </message>
    <message>
        <source>The console could not be started again; restart it yourself.</source>
        <translation>Die Konsole konnte nicht erneut gestartet werden; starten Sie sie selbst neu.</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::StateBandStrip</name>
    <message>
        <source>Job states over the charts&apos; time range</source>
        <translation>Jobstatus im Zeitbereich der Diagramme</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 um %2</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::StateTimeline</name>
    <message>
        <source>State timeline</source>
        <translation>Status-Zeitachse</translation>
    </message>
    <message>
        <source>No state changes yet</source>
        <translation>Noch keine Statusänderungen</translation>
    </message>
    <message>
        <source>%1 from %2</source>
        <translation>%1 ab %2</translation>
    </message>
    <message>
        <source> for %1%2</source>
        <translation> für %1%2</translation>
    </message>
    <message>
        <source> so far</source>
        <translation> (bisher)</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::TensorBoardLauncher</name>
    <message>
        <source>TensorBoard is not installed (Debian does not package it). Install it into a virtual environment and put that on PATH before starting the console:
  python3 -m venv ~/.venvs/tensorboard
  ~/.venvs/tensorboard/bin/pip install tensorboard
  export PATH=&quot;$HOME/.venvs/tensorboard/bin:$PATH&quot;</source>
        <translation>TensorBoard ist nicht installiert (Debian stellt kein Paket dafür bereit). Installieren Sie es in einer virtuellen Umgebung und nehmen Sie diese in den PATH auf, bevor Sie die Konsole starten:
  python3 -m venv ~/.venvs/tensorboard
  ~/.venvs/tensorboard/bin/pip install tensorboard
  export PATH=&quot;$HOME/.venvs/tensorboard/bin:$PATH&quot;</translation>
    </message>
    <message>
        <source>TensorBoard could not be started (%1): %2</source>
        <translation>TensorBoard konnte nicht gestartet werden (%1): %2</translation>
    </message>
    <message>
        <source>TensorBoard ended (exit status %1) before it served %2.</source>
        <translation>TensorBoard wurde beendet (Exit-Status %1), bevor es %2 bereitgestellt hat.</translation>
    </message>
    <message>
        <source>TensorBoard ended (exit status %1) before it served %2:
%3</source>
        <translation>TensorBoard wurde beendet (Exit-Status %1), bevor es %2 bereitgestellt hat:
%3</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::TrialChart</name>
    <message>
        <source>Trial %1</source>
        <translation>Test %1</translation>
    </message>
    <message>
        <source>stopped early</source>
        <translation>vorzeitig beendet</translation>
    </message>
    <message>
        <source>best</source>
        <translation>bester</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 %2 at step %3 (not finished)</source>
        <translation>%1 %2 bei Schritt %3 (nicht abgeschlossen)</translation>
    </message>
    <message>
        <source>failed: no final value</source>
        <translation>fehlgeschlagen: kein Endwert</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::TrialDiffDialog</name>
    <message>
        <source>Only &amp;differences</source>
        <translation>Nur &amp;Unterschiede</translation>
    </message>
    <message>
        <source>Trial %1 and trial %2</source>
        <translation>Test %1 und Test %2</translation>
    </message>
    <message>
        <source>Rows that differ are marked.</source>
        <translation>Abweichende Zeilen sind markiert.</translation>
    </message>
    <message>
        <source>Trial %1</source>
        <translation>Test %1</translation>
    </message>
    <message>
        <source>Differences between the trials</source>
        <translation>Unterschiede zwischen den Tests</translation>
    </message>
    <message>
        <source>Hide the rows where both trials agree</source>
        <translation>Zeilen ausblenden, in denen beide Tests übereinstimmen</translation>
    </message>
    <message>
        <source>%1, stopped early</source>
        <translation>%1, vorzeitig beendet</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>%1 (latest; not finished)</source>
        <translation>%1 (zuletzt; nicht abgeschlossen)</translation>
    </message>
    <message>
        <source>%1 (final)</source>
        <translation>%1 (endgültig)</translation>
    </message>
    <message>
        <source>%1 (best reported)</source>
        <translation>%1 (bester gemeldeter)</translation>
    </message>
    <message>
        <source>Last step</source>
        <translation>Letzter Schritt</translation>
    </message>
    <message>
        <source>Intermediate values</source>
        <translation>Zwischenwerte</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Gestartet</translation>
    </message>
    <message>
        <source>Ended</source>
        <translation>Beendet</translation>
    </message>
    <message>
        <source>Arguments</source>
        <translation>Argumente</translation>
    </message>
    <message>
        <source>First error</source>
        <translation>Erster Fehler</translation>
    </message>
    <message>
        <source>(no log)</source>
        <translation>(kein Log)</translation>
    </message>
    <message>
        <source>Searching the log…</source>
        <translation>Log wird durchsucht…</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>(the log could not be read: %1)</source>
        <translation>(das Log konnte nicht gelesen werden: %1)</translation>
    </message>
    <message>
        <source>The trials differ here</source>
        <translation>Die Tests unterscheiden sich hier</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::TrialErrorFinder</name>
    <message>
        <source>No backend</source>
        <translation>Kein Backend</translation>
    </message>
    <message>
        <source>(line %1 could not be read)</source>
        <translation>(Zeile %1 konnte nicht gelesen werden)</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::TrialsView</name>
    <message>
        <source>&amp;Logs</source>
        <translation>&amp;Logs</translation>
    </message>
    <message>
        <source>Show the current trial&apos;s log and command line (Enter, double-click)</source>
        <translation>Log und Befehlszeile des aktuellen Tests anzeigen (Enter, Doppelklick)</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>&amp;Vergleichen</translation>
    </message>
    <message>
        <source>Compare the two selected trials side by side (Ctrl+Shift+C)</source>
        <translation>Die beiden ausgewählten Tests nebeneinander vergleichen (Ctrl+Shift+C)</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>CSV &amp;exportieren…</translation>
    </message>
    <message>
        <source>Save the table as shown to a CSV file (Ctrl+S)</source>
        <translation>Die Tabelle wie angezeigt in einer CSV-Datei speichern (Ctrl+S)</translation>
    </message>
    <message>
        <source>C&amp;lear brushes</source>
        <translation>Filterbereiche &amp;zurücksetzen</translation>
    </message>
    <message>
        <source>Show every trial again (Esc)</source>
        <translation>Alle Tests wieder anzeigen (Esc)</translation>
    </message>
    <message>
        <source>Trials</source>
        <translation>Tests</translation>
    </message>
    <message>
        <source>&amp;Hyperparameter:</source>
        <translation>&amp;Hyperparameter:</translation>
    </message>
    <message>
        <source>The hyperparameter on the x axis</source>
        <translation>Der Hyperparameter auf der x-Achse</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Zielwert</translation>
    </message>
    <message>
        <source>Each trial&apos;s final value and the best so far</source>
        <translation>Der Endwert jedes Tests und der bisher beste</translation>
    </message>
    <message>
        <source>Curves</source>
        <translation>Kurven</translation>
    </message>
    <message>
        <source>Every intermediate value by step; unfinished trials dashed</source>
        <translation>Jeder Zwischenwert nach Schritt; nicht abgeschlossene Tests gestrichelt</translation>
    </message>
    <message>
        <source>Parallel coordinates</source>
        <translation>Parallele Koordinaten</translation>
    </message>
    <message>
        <source>Drag along an axis to keep a range of it; click the axis to drop it</source>
        <translation>Entlang einer Achse ziehen, um einen Bereich davon zu behalten; auf die Achse klicken, um ihn zu verwerfen</translation>
    </message>
    <message>
        <source>Scatter</source>
        <translation>Streudiagramm</translation>
    </message>
    <message>
        <source>The objective against one hyperparameter</source>
        <translation>Der Zielwert in Abhängigkeit von einem Hyperparameter</translation>
    </message>
    <message>
        <source>No trial has started yet.</source>
        <translation>Noch kein Test wurde gestartet.</translation>
    </message>
    <message>
        <source>%1 of %2 trials done</source>
        <translation>%1 von %2 Tests abgeschlossen</translation>
    </message>
    <message numerus="yes">
        <source>%n running</source>
        <translation>
            <numerusform>%n wird ausgeführt</numerusform>
            <numerusform>%n werden ausgeführt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed</source>
        <translation>
            <numerusform>%n fehlgeschlagen</numerusform>
            <numerusform>%n fehlgeschlagen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stopped early</source>
        <translation>
            <numerusform>%n vorzeitig beendet</numerusform>
            <numerusform>%n vorzeitig beendet</numerusform>
        </translation>
    </message>
    <message>
        <source>best %1 %2 (trial %3, %4)</source>
        <translation>bester %1 %2 (Test %3, %4)</translation>
    </message>
    <message>
        <source>minimizing</source>
        <translation>minimierend</translation>
    </message>
    <message>
        <source>maximizing</source>
        <translation>maximierend</translation>
    </message>
    <message>
        <source>%1 shown by the brushes</source>
        <translation>%1 durch die Filterbereiche angezeigt</translation>
    </message>
    <message>
        <source>Trial %1</source>
        <translation>Test %1</translation>
    </message>
    <message>
        <source>stopped early</source>
        <translation>vorzeitig beendet</translation>
    </message>
    <message>
        <source>Select a trial to see how its trainer ran; Enter opens its log.</source>
        <translation>Wählen Sie einen Test aus, um zu sehen, wie sein Trainer gelaufen ist; Enter öffnet sein Log.</translation>
    </message>
    <message>
        <source>Export trials</source>
        <translation>Tests exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>Duration (s)</source>
        <translation>Dauer (s)</translation>
    </message>
    <message>
        <source>Trial charts</source>
        <translation>Testdiagramme</translation>
    </message>
    <message>
        <source>Importance</source>
        <translation>Wichtigkeit</translation>
    </message>
    <message>
        <source>How much of the objective&apos;s spread each hyperparameter explains, from the finished trials</source>
        <translation>Wie viel der Streuung des Ziels jeder Hyperparameter erklärt, aus den abgeschlossenen Tests</translation>
    </message>
    <message>
        <source>%1 does not compute parameter importance; a Trainyard daemon does.</source>
        <translation>%1 berechnet keine Parameterwichtigkeit; ein Trainyard-Daemon schon.</translation>
    </message>
    <message>
        <source>Parameter importance could not be read: %1</source>
        <translation>Die Parameterwichtigkeit konnte nicht gelesen werden: %1</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::VertexBasicsPage</name>
    <message>
        <source>Vertex AI job</source>
        <translation>Vertex AI-Job</translation>
    </message>
    <message>
        <source>A CustomJob or a HyperparameterTuningJob, as Vertex AI takes it.</source>
        <translation>Ein CustomJob oder ein HyperparameterTuningJob, so wie Vertex AI ihn annimmt.</translation>
    </message>
    <message>
        <source>B&amp;ackend:</source>
        <translation>&amp;Backend:</translation>
    </message>
    <message>
        <source>Custom job</source>
        <translation>Benutzerdefinierter Job</translation>
    </message>
    <message>
        <source>Hyperparameter tuning job</source>
        <translation>Hyperparameter-Abstimmungsjob</translation>
    </message>
    <message>
        <source>Job &amp;kind:</source>
        <translation>&amp;Jobart:</translation>
    </message>
    <message>
        <source>what the job list shows (up to 128 characters)</source>
        <translation>was die Jobliste anzeigt (bis zu 128 Zeichen)</translation>
    </message>
    <message>
        <source>&amp;Display name:</source>
        <translation>Anzeige&amp;name:</translation>
    </message>
    <message>
        <source>team=vision</source>
        <translation>team=vision</translation>
    </message>
    <message>
        <source>Lab&amp;els:</source>
        <translation>&amp;Labels:</translation>
    </message>
    <message>
        <source>&amp;Location:</source>
        <translation>S&amp;tandort:</translation>
    </message>
    <message>
        <source>&amp;Import JSON, YAML or gcloud…</source>
        <translation>JSON, YAML oder gcloud &amp;importieren…</translation>
    </message>
    <message>
        <source>A Vertex AI request body, a gcloud ai … --config file, or a gcloud ai … create command</source>
        <translation>Ein Vertex AI-Anfragetext, eine Datei für gcloud ai … --config oder ein Befehl gcloud ai … create</translation>
    </message>
    <message>
        <source>Con&amp;vert a v1 job…</source>
        <translation>v1-Job &amp;konvertieren…</translation>
    </message>
    <message>
        <source>An AI Platform Training job (JSON, config.yaml or gcloud ai-platform command) as a Vertex AI job</source>
        <translation>Ein AI Platform Training-Job (JSON, config.yaml oder gcloud ai-platform-Befehl) als Vertex AI-Job</translation>
    </message>
    <message>
        <source>Left out by the conversion:</source>
        <translation>Bei der Konvertierung weggelassen:</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::VertexImportDialog</name>
    <message>
        <source>Import a Vertex AI job</source>
        <translation>Vertex AI-Job importieren</translation>
    </message>
    <message>
        <source>&amp;JSON body, --config YAML, or gcloud ai … create command:</source>
        <translation>&amp;JSON-Body, --config-YAML oder Befehl gcloud ai … create:</translation>
    </message>
    <message>
        <source>C&amp;onfig file, when the command has --config (its content):</source>
        <translation>K&amp;onfigurationsdatei, wenn der Befehl --config enthält (ihr Inhalt):</translation>
    </message>
    <message>
        <source>Open in the &amp;wizard</source>
        <translation>&amp;Im Assistenten öffnen</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Abbrechen</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::VertexJobPage</name>
    <message>
        <source>Output and scheduling</source>
        <translation>Ausgabe und Planung</translation>
    </message>
    <message>
        <source>What every pool of the job shares.</source>
        <translation>Was alle Pools des Jobs gemeinsam haben.</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Ausgabe</translation>
    </message>
    <message>
        <source>gs://bucket/dir/ (on a Trainyard daemon also a local path)</source>
        <translation>gs://bucket/dir/ (bei einem Trainyard-Daemon auch ein lokaler Pfad)</translation>
    </message>
    <message>
        <source>Base &amp;output directory:</source>
        <translation>&amp;Basis-Ausgabeverzeichnis:</translation>
    </message>
    <message>
        <source>Scheduling</source>
        <translation>Planung</translation>
    </message>
    <message>
        <source>e.g. 7200s (default: 7 days)</source>
        <translation>z. B. 7200s (Standard: 7 Tage)</translation>
    </message>
    <message>
        <source>&amp;Timeout:</source>
        <translation>Zeit&amp;limit:</translation>
    </message>
    <message>
        <source>e.g. 1800s</source>
        <translation>z. B. 1800s</translation>
    </message>
    <message>
        <source>Max. &amp;wait:</source>
        <translation>Max. Wa&amp;rtezeit:</translation>
    </message>
    <message>
        <source>&amp;Strategy:</source>
        <translation>Strat&amp;egie:</translation>
    </message>
    <message>
        <source>default (on demand)</source>
        <translation>Standard (bei Bedarf)</translation>
    </message>
    <message>
        <source>On demand</source>
        <translation>Bei Bedarf</translation>
    </message>
    <message>
        <source>Low cost</source>
        <translation>Geringe Kosten</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Spot</source>
        <translation>Spot</translation>
    </message>
    <message>
        <source>Flex start</source>
        <translation>Flex-Start</translation>
    </message>
    <message>
        <source>&amp;Restart the whole job when a worker restarts</source>
        <translation>Den ganzen Job &amp;neu starten, wenn ein Worker neu startet</translation>
    </message>
    <message>
        <source>&amp;Disable retries</source>
        <translation>Wiederholungen deakti&amp;vieren</translation>
    </message>
    <message>
        <source>Identity and access</source>
        <translation>Identität und Zugriff</translation>
    </message>
    <message>
        <source>default: the project&apos;s Vertex AI service agent</source>
        <translation>Standard: der Vertex AI-Dienst-Agent des Projekts</translation>
    </message>
    <message>
        <source>Service &amp;account:</source>
        <translation>&amp;Dienstkonto:</translation>
    </message>
    <message>
        <source>projects/NUMBER/global/networks/NAME</source>
        <translation>projects/NUMBER/global/networks/NAME</translation>
    </message>
    <message>
        <source>Networ&amp;k:</source>
        <translation>Ne&amp;tzwerk:</translation>
    </message>
    <message>
        <source>Enable &amp;interactive shell (web access)</source>
        <translation>&amp;Interaktive Shell aktivieren (Webzugriff)</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::VertexPoolEditor</name>
    <message>
        <source>Pool 0 — primary replica</source>
        <translation>Pool 0 — primäres Replikat</translation>
    </message>
    <message>
        <source>Pool 1 — workers</source>
        <translation>Pool 1 — Worker</translation>
    </message>
    <message>
        <source>Pool 2 — parameter servers</source>
        <translation>Pool 2 — Parameterserver</translation>
    </message>
    <message>
        <source>Pool 3 — evaluators</source>
        <translation>Pool 3 — Evaluatoren</translation>
    </message>
    <message>
        <source>U&amp;se this pool</source>
        <translation>Diesen Pool &amp;verwenden</translation>
    </message>
    <message>
        <source>%1 — %2 vCPUs, %3 GB</source>
        <translation>%1 — %2 vCPUs, %3 GB</translation>
    </message>
    <message>
        <source> (unverified)</source>
        <translation> (nicht geprüft)</translation>
    </message>
    <message>
        <source>&amp;Machine type:</source>
        <translation>&amp;Maschinentyp:</translation>
    </message>
    <message>
        <source>Accelerator count</source>
        <translation>Anzahl der Beschleuniger</translation>
    </message>
    <message>
        <source>×</source>
        <translation>×</translation>
    </message>
    <message>
        <source>Acc&amp;elerator:</source>
        <translation>&amp;Beschleuniger:</translation>
    </message>
    <message>
        <source>&amp;Replicas:</source>
        <translation>&amp;Replikate:</translation>
    </message>
    <message>
        <source>default (SSD)</source>
        <translation>Standard (SSD)</translation>
    </message>
    <message>
        <source>SSD (pd-ssd)</source>
        <translation>SSD (pd-ssd)</translation>
    </message>
    <message>
        <source>Standard (pd-standard)</source>
        <translation>Standard (pd-standard)</translation>
    </message>
    <message>
        <source> GB</source>
        <translation> GB</translation>
    </message>
    <message>
        <source>Boot disk size</source>
        <translation>Größe des Boot-Datenträgers</translation>
    </message>
    <message>
        <source>Boot &amp;disk:</source>
        <translation>Boot-&amp;Datenträger:</translation>
    </message>
    <message>
        <source>&amp;Python package on a prebuilt container</source>
        <translation>&amp;Python-Paket auf einem vorgefertigten Container</translation>
    </message>
    <message>
        <source>Custom c&amp;ontainer</source>
        <translation>Benutzerdefinierter &amp;Container</translation>
    </message>
    <message>
        <source>Code:</source>
        <translation>Code:</translation>
    </message>
    <message>
        <source>%1 %2 · Python %3 · %4</source>
        <translation>%1 %2 · Python %3 · %4</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>A prebuilt training container, or the URI of another one</source>
        <translation>Ein vorgefertigter Trainingscontainer oder der URI eines anderen</translation>
    </message>
    <message>
        <source>Con&amp;tainer:</source>
        <translation>Con&amp;tainer:</translation>
    </message>
    <message>
        <source>Pac&amp;kage URIs:</source>
        <translation>Pa&amp;ket-URIs:</translation>
    </message>
    <message>
        <source>Modu&amp;le:</source>
        <translation>Mod&amp;ul:</translation>
    </message>
    <message>
        <source>Ar&amp;guments:</source>
        <translation>Ar&amp;gumente:</translation>
    </message>
    <message>
        <source>En&amp;vironment:</source>
        <translation>Umg&amp;ebung:</translation>
    </message>
    <message>
        <source>&amp;Image URI:</source>
        <translation>&amp;Image-URI:</translation>
    </message>
    <message>
        <source>Comm&amp;and:</source>
        <translation>Be&amp;fehl:</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>%1 (%2 GB)</source>
        <translation>%1 (%2 GB)</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::VertexPoolsPage</name>
    <message>
        <source>Worker pools</source>
        <translation>Worker-Pools</translation>
    </message>
    <message>
        <source>Pool 0 runs one replica (the chief); pools 1–3 add workers, parameter servers and evaluators.</source>
        <translation>Pool 0 führt ein Replikat aus (den Chief); die Pools 1–3 fügen Worker, Parameterserver und Evaluatoren hinzu.</translation>
    </message>
    <message>
        <source>Pool &amp;%1</source>
        <translation>Pool &amp;%1</translation>
    </message>
    <message>
        <source> (unused)</source>
        <translation> (nicht verwendet)</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::VertexReviewPage</name>
    <message>
        <source>Review</source>
        <translation>Überprüfen</translation>
    </message>
    <message>
        <source>The job as it will be sent. Each text sends it again: copy the one you need.</source>
        <translation>Der Job, wie er gesendet wird. Jeder Text sendet ihn erneut: Kopieren Sie den, den Sie brauchen.</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Probleme</translation>
    </message>
    <message>
        <source>&amp;JSON (REST body)</source>
        <translation>&amp;JSON (REST-Body)</translation>
    </message>
    <message>
        <source>&amp;YAML (--config file)</source>
        <translation>&amp;YAML (--config-Datei)</translation>
    </message>
    <message>
        <source>&amp;gcloud command</source>
        <translation>&amp;gcloud-Befehl</translation>
    </message>
    <message>
        <source>Co&amp;py</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>The backend refused the job: %1</source>
        <translation>Das Backend hat den Job abgelehnt: %1</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::VertexStudyPage</name>
    <message>
        <source>Double</source>
        <translation>Gleitkommazahl</translation>
    </message>
    <message>
        <source>Integer</source>
        <translation>Ganzzahl</translation>
    </message>
    <message>
        <source>Categorical</source>
        <translation>Kategorial</translation>
    </message>
    <message>
        <source>Discrete</source>
        <translation>Diskret</translation>
    </message>
    <message>
        <source>Study</source>
        <translation>Studie</translation>
    </message>
    <message>
        <source>What each trial reports, which parameters it tries, and how many trials run.</source>
        <translation>Was jeder Test meldet, welche Parameter er ausprobiert und wie viele Tests laufen.</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>Messwert</translation>
    </message>
    <message>
        <source>as the trainer reports it (hypertune&apos;s metric tag)</source>
        <translation>wie der Trainer ihn meldet (das metric tag von hypertune)</translation>
    </message>
    <message>
        <source>M&amp;etric:</source>
        <translation>Messwe&amp;rt:</translation>
    </message>
    <message>
        <source>G&amp;oal:</source>
        <translation>Zie&amp;l:</translation>
    </message>
    <message>
        <source>(choose)</source>
        <translation>(auswählen)</translation>
    </message>
    <message>
        <source>Maximize</source>
        <translation>Maximieren</translation>
    </message>
    <message>
        <source>Minimize</source>
        <translation>Minimieren</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Range or values</source>
        <translation>Bereich oder Werte</translation>
    </message>
    <message>
        <source>When its parent is</source>
        <translation>Bei Werten des übergeordneten Parameters</translation>
    </message>
    <message>
        <source>&amp;Add parameter</source>
        <translation>Parameter &amp;hinzufügen</translation>
    </message>
    <message>
        <source>Add con&amp;ditional parameter</source>
        <translation>&amp;Bedingten Parameter hinzufügen</translation>
    </message>
    <message>
        <source>A parameter tried only when the selected one takes the values you list</source>
        <translation>Ein Parameter, der nur ausprobiert wird, wenn der ausgewählte die von Ihnen aufgeführten Werte annimmt</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>Trials</source>
        <translation>Tests</translation>
    </message>
    <message>
        <source>Al&amp;gorithm:</source>
        <translation>Al&amp;gorithmus:</translation>
    </message>
    <message>
        <source>default (Bayesian optimization)</source>
        <translation>Standard (Bayes’sche Optimierung)</translation>
    </message>
    <message>
        <source>Grid search</source>
        <translation>Rastersuche</translation>
    </message>
    <message>
        <source>Random search</source>
        <translation>Zufallssuche</translation>
    </message>
    <message>
        <source>Max. &amp;trials:</source>
        <translation>Max. &amp;Tests:</translation>
    </message>
    <message>
        <source>&amp;Parallel trials:</source>
        <translation>&amp;Parallele Tests:</translation>
    </message>
    <message>
        <source>Max. &amp;failed trials:</source>
        <translation>Max. &amp;fehlgeschlagene Tests:</translation>
    </message>
    <message>
        <source>&amp;Stop trials early that fall below the median (median automated stopping)</source>
        <translation>Tests unter dem Median v&amp;orzeitig stoppen (automatisches Stoppen nach Median)</translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation>(kein Name)</translation>
    </message>
    <message>
        <source>Selected parameter</source>
        <translation>Ausgewählter Parameter</translation>
    </message>
    <message>
        <source>Parameter &amp;ID:</source>
        <translation>Parameter-&amp;ID:</translation>
    </message>
    <message>
        <source>T&amp;ype:</source>
        <translation>T&amp;yp:</translation>
    </message>
    <message>
        <source>&amp;Minimum:</source>
        <translation>&amp;Minimum:</translation>
    </message>
    <message>
        <source>Ma&amp;ximum:</source>
        <translation>Ma&amp;ximum:</translation>
    </message>
    <message>
        <source>&amp;Values (one a line):</source>
        <translation>Werte (ei&amp;ner pro Zeile):</translation>
    </message>
    <message>
        <source>Sca&amp;le:</source>
        <translation>S&amp;kala:</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>Linear</source>
        <translation>Linear</translation>
    </message>
    <message>
        <source>Logarithmic</source>
        <translation>Logarithmisch</translation>
    </message>
    <message>
        <source>Reverse logarithmic</source>
        <translation>Umgekehrt logarithmisch</translation>
    </message>
    <message>
        <source>&amp;When the parent is (one a line):</source>
        <translation>Akti&amp;v, wenn der übergeordnete Parameter einen dieser Werte hat (einer pro Zeile):</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::VertexWizard</name>
    <message>
        <source>New Vertex AI job</source>
        <translation>Neuer Vertex AI-Job</translation>
    </message>
    <message>
        <source>&lt; &amp;Back</source>
        <translation>&lt; &amp;Zurück</translation>
    </message>
    <message>
        <source>&amp;Next &gt;</source>
        <translation>&amp;Weiter &gt;</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Abbrechen</translation>
    </message>
    <message>
        <source>S&amp;ubmit</source>
        <translation>&amp;Senden</translation>
    </message>
    <message>
        <source>Convert a v1 job</source>
        <translation>v1-Job konvertieren</translation>
    </message>
    <message>
        <source>Jobs (*.json *.yaml *.yml *.sh *.txt);;All files (*)</source>
        <translation>Jobs (*.json *.yaml *.yml *.sh *.txt);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::jobfiles</name>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is too large for a job file</source>
        <translation>%1 ist zu groß für eine Jobdatei</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::trialcsv</name>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
</context>
</TS>
