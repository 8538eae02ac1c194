<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT">
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
        <translation>Non specificato</translation>
    </message>
    <message>
        <source>Queued</source>
        <translation>In coda</translation>
    </message>
    <message>
        <source>Preparing</source>
        <translation>In preparazione</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>In esecuzione</translation>
    </message>
    <message>
        <source>Succeeded</source>
        <translation>Riuscito</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Non riuscito</translation>
    </message>
    <message>
        <source>Cancelling</source>
        <translation>Annullamento in corso</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Annullato</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1s</source>
        <translation>%1s</translation>
    </message>
    <message>
        <source>%1m %2s</source>
        <translation>%1m %2s</translation>
    </message>
    <message>
        <source>%1h %2m</source>
        <translation>%1h %2m</translation>
    </message>
    <message>
        <source>%1d %2h</source>
        <translation>%1g %2h</translation>
    </message>
    <message>
        <source>1 master</source>
        <translation>1 master</translation>
    </message>
    <message>
        <source>1 worker</source>
        <translation>1 worker</translation>
    </message>
    <message>
        <source>%1 workers</source>
        <translation>%1 worker</translation>
    </message>
    <message>
        <source>1 parameter server</source>
        <translation>1 server dei parametri</translation>
    </message>
    <message>
        <source>%1 parameter servers</source>
        <translation>%1 server dei parametri</translation>
    </message>
    <message>
        <source>1 evaluator</source>
        <translation>1 valutatore</translation>
    </message>
    <message>
        <source>%1 evaluators</source>
        <translation>%1 valutatori</translation>
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
        <translation>master: %1</translation>
    </message>
    <message>
        <source>workers: %1× %2</source>
        <translation>worker: %1× %2</translation>
    </message>
    <message>
        <source>parameter servers: %1× %2</source>
        <translation>server dei parametri: %1× %2</translation>
    </message>
    <message>
        <source>evaluators: %1× %2</source>
        <translation>valutatori: %1× %2</translation>
    </message>
    <message>
        <source>image: %1</source>
        <translation>immagine: %1</translation>
    </message>
    <message>
        <source>minimize</source>
        <translation>minimizzare</translation>
    </message>
    <message>
        <source>maximize</source>
        <translation>massimizzare</translation>
    </message>
    <message>
        <source>%1 %2, trial %3 (%4)</source>
        <translation>%1 %2, prova %3 (obiettivo: %4)</translation>
    </message>
</context>
<context>
    <name>trainyard</name>
    <message>
        <source>Desktop console for machine-learning training jobs.</source>
        <translation>Console desktop per i job di addestramento di machine learning.</translation>
    </message>
    <message>
        <source>The local daemon&apos;s socket (default: the daemon&apos;s own default).</source>
        <translation>Il socket del daemon locale (predefinito: quello predefinito del daemon).</translation>
    </message>
    <message>
        <source>The trainyardd to start when none answers (default: next to this program, else on PATH).</source>
        <translation>Il trainyardd da avviare quando nessuno risponde (predefinito: accanto a questo programma, altrimenti nel PATH).</translation>
    </message>
    <message>
        <source>An argument for a daemon the console starts (repeatable), e.g. --daemon-arg=--data-dir=/srv/jobs.</source>
        <translation>Un argomento per un daemon avviato dalla console (ripetibile), ad es. --daemon-arg=--data-dir=/srv/jobs.</translation>
    </message>
    <message>
        <source>Never start the local daemon; only connect to it.</source>
        <translation>Non avviare mai il daemon locale; limitati a connetterti.</translation>
    </message>
    <message>
        <source>Do not show the local daemon at all (remote backends only).</source>
        <translation>Non mostrare affatto il daemon locale (solo backend remoti).</translation>
    </message>
</context>
<context>
    <name>trainyard::client::HttpTransport</name>
    <message>
        <source>The server&apos;s certificate is not trusted: it is self-signed, from an unknown certificate authority, or for another host name. Pin it in Settings (Test, then Trust this certificate…) or give the backend a CA file.</source>
        <translation>Il certificato del server non è attendibile: è autofirmato, emesso da un&apos;autorità di certificazione sconosciuta o per un altro nome host. Fissalo in Impostazioni (Test, poi &quot;Considera attendibile questo certificato…&quot;) oppure assegna al backend un file della CA.</translation>
    </message>
    <message>
        <source>THE SERVER&apos;S CERTIFICATE HAS CHANGED since you pinned it. Someone may be intercepting the connection; nothing was sent. If the daemon&apos;s certificate was replaced on purpose, compare its fingerprint with the daemon&apos;s and forget the old pin in the backend&apos;s settings.</source>
        <translation>IL CERTIFICATO DEL SERVER È CAMBIATO da quando l&apos;hai fissato. Qualcuno potrebbe intercettare la connessione; non è stato inviato nulla. Se il certificato del daemon è stato sostituito di proposito, confronta la sua impronta digitale con quella del daemon e dimentica il vecchio pin nelle impostazioni del backend.</translation>
    </message>
    <message>
        <source>The backend&apos;s CA file cannot be read or holds no certificate.</source>
        <translation>Impossibile leggere il file della CA del backend, oppure non contiene alcun certificato.</translation>
    </message>
    <message>
        <source>The TLS handshake failed: the server may speak plain HTTP (try http://), or it offers no TLS version this console accepts.</source>
        <translation>L&apos;handshake TLS non è riuscito: il server potrebbe usare HTTP in chiaro (prova http://) oppure non offre alcuna versione di TLS accettata da questa console.</translation>
    </message>
    <message>
        <source>Refused to send the token and jobs unencrypted to %1: use https://, or allow plain HTTP for this backend in Settings if the network is trusted.</source>
        <translation>Invio del token e dei job in chiaro a %1 rifiutato: usa https:// oppure consenti HTTP in chiaro per questo backend in Impostazioni se la rete è attendibile.</translation>
    </message>
</context>
<context>
    <name>trainyard::client::LocalDaemonBackend</name>
    <message>
        <source>trainyardd was not found next to the console or on PATH; install it or start it yourself</source>
        <translation>trainyardd non è stato trovato accanto alla console né nel PATH; installalo o avvialo tu stesso</translation>
    </message>
    <message>
        <source>could not start %1</source>
        <translation>impossibile avviare %1</translation>
    </message>
    <message>
        <source>the daemon (pid %1) did not stop within 15 seconds</source>
        <translation>il daemon (pid %1) non si è arrestato entro 15 secondi</translation>
    </message>
</context>
<context>
    <name>trainyard::client::LocalVertexBackend</name>
    <message>
        <source>waiting for the local daemon</source>
        <translation>in attesa del daemon locale</translation>
    </message>
</context>
<context>
    <name>trainyard::client::SshDaemonBackend</name>
    <message>
        <source>Opening an SSH connection to %1…</source>
        <translation>Apertura di una connessione SSH a %1 in corso…</translation>
    </message>
    <message>
        <source>Trying again.</source>
        <translation>Nuovo tentativo in corso.</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 su %2</translation>
    </message>
    <message>
        <source>No trainyardd answers at %1: start it there (trainyardd --socket %2).</source>
        <translation>Nessun trainyardd risponde a %1: avvialo lì (trainyardd --socket %2).</translation>
    </message>
    <message>
        <source>Starting trainyardd on %1…</source>
        <translation>Avvio di trainyardd su %1 in corso…</translation>
    </message>
    <message>
        <source>trainyardd was not found on %1: install it there, or give its path in the backend&apos;s settings.</source>
        <translation>trainyardd non è stato trovato su %1: installalo lì oppure indicane il percorso nelle impostazioni del backend.</translation>
    </message>
    <message>
        <source>trainyardd could not be started on %1 (exit status %2): %3</source>
        <translation>Impossibile avviare trainyardd su %1 (stato di uscita %2): %3</translation>
    </message>
</context>
<context>
    <name>trainyard::client::SshFailure</name>
    <message>
        <source>The host key of %1 has CHANGED since you last connected. Someone may be intercepting the connection, or the host was reinstalled: ask its administrator before you remove the old key from known_hosts. Nothing was sent.</source>
        <translation>La chiave host di %1 è CAMBIATA dall&apos;ultima connessione. Qualcuno potrebbe intercettare la connessione, oppure l&apos;host è stato reinstallato: chiedi al suo amministratore prima di rimuovere la vecchia chiave da known_hosts. Non è stato inviato nulla.</translation>
    </message>
    <message>
        <source>The host key of %1 is not known: connect once with ssh in a terminal, check the fingerprint and accept it, then reconnect.</source>
        <translation>La chiave host di %1 non è nota: connettiti una volta con ssh in un terminale, controlla l&apos;impronta digitale e accettala, poi riconnettiti.</translation>
    </message>
    <message>
        <source>%1 refused your SSH key: check that your key is in ~/.ssh/authorized_keys there and loaded (ssh-add -l); a key with a passphrase needs the agent.</source>
        <translation>%1 ha rifiutato la tua chiave SSH: controlla che la chiave sia in ~/.ssh/authorized_keys sull&apos;host e che sia caricata (ssh-add -l); una chiave con passphrase richiede l&apos;agente.</translation>
    </message>
    <message>
        <source>The host name %1 cannot be resolved: check its spelling, your network or VPN, and ~/.ssh/config.</source>
        <translation>Impossibile risolvere il nome host %1: controlla che sia scritto correttamente, la tua rete o VPN e ~/.ssh/config.</translation>
    </message>
    <message>
        <source>%1 cannot be reached: it may be down, or a firewall or VPN stands in the way.</source>
        <translation>%1 non è raggiungibile: potrebbe essere spento, oppure un firewall o una VPN blocca la connessione.</translation>
    </message>
    <message>
        <source>The SSH connection to %1 was lost.</source>
        <translation>La connessione SSH a %1 si è interrotta.</translation>
    </message>
    <message>
        <source>ssh could not connect to %1.</source>
        <translation>ssh non è riuscito a connettersi a %1.</translation>
    </message>
    <message>
        <source>%1 could not be run (%2): install OpenSSH&apos;s client or name its path.</source>
        <translation>Impossibile eseguire %1 (%2): installa il client OpenSSH o indicane il percorso.</translation>
    </message>
</context>
<context>
    <name>trainyard::client::SshTarget</name>
    <message>
        <source>Destination: name the host, like user@login-node or a Host of your ssh config.</source>
        <translation>Destinazione: indica l&apos;host, ad esempio user@login-node o un Host della tua configurazione ssh.</translation>
    </message>
    <message>
        <source>Destination: &quot;%1&quot; is not a host: it must not start with &apos;-&apos; or contain spaces.</source>
        <translation>Destinazione: &quot;%1&quot; non è un host: non deve iniziare con &apos;-&apos; né contenere spazi.</translation>
    </message>
    <message>
        <source>Jump host: &quot;%1&quot; is not a host list: like user@bastion or a,b; no spaces, not starting with &apos;-&apos;.</source>
        <translation>Host intermedio: &quot;%1&quot; non è un elenco di host come user@bastion o a,b: senza spazi e senza &apos;-&apos; iniziale.</translation>
    </message>
    <message>
        <source>SSH program: name ssh or its path.</source>
        <translation>Programma SSH: indica ssh o il suo percorso.</translation>
    </message>
</context>
<context>
    <name>trainyard::client::SshTunnel</name>
    <message>
        <source>The daemon&apos;s socket on %1 could not be found; give its path in the backend&apos;s settings.</source>
        <translation>Impossibile trovare il socket del daemon su %1; indicane il percorso nelle impostazioni del backend.</translation>
    </message>
    <message>
        <source>ssh could not forward %1 to %2 on %3.</source>
        <translation>ssh non è riuscito a inoltrare %1 a %2 su %3.</translation>
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
        <translation>Stato</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Creato</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Durata</translation>
    </message>
    <message>
        <source>Scale tier</source>
        <translation>Livello di scalabilità</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>Regione</translation>
    </message>
    <message>
        <source>Labels</source>
        <translation>Etichette</translation>
    </message>
    <message>
        <source>Best metric</source>
        <translation>Metrica migliore</translation>
    </message>
</context>
<context>
    <name>trainyard::models::NotificationEngine</name>
    <message>
        <source>Job %1 is queued</source>
        <translation>Il job %1 è in coda</translation>
    </message>
    <message>
        <source>Job %1 is preparing</source>
        <translation>Il job %1 è in preparazione</translation>
    </message>
    <message>
        <source>Job %1 is running</source>
        <translation>Il job %1 è in esecuzione</translation>
    </message>
    <message>
        <source>Job %1 succeeded</source>
        <translation>Il job %1 è riuscito</translation>
    </message>
    <message>
        <source>Job %1 failed</source>
        <translation>Il job %1 non è riuscito</translation>
    </message>
    <message>
        <source>Job %1 is being cancelled</source>
        <translation>Annullamento del job %1 in corso</translation>
    </message>
    <message>
        <source>Job %1 was cancelled</source>
        <translation>Il job %1 è stato annullato</translation>
    </message>
    <message>
        <source>Job %1 is %2</source>
        <translation>Il job %1 è nello stato %2</translation>
    </message>
    <message>
        <source>on %1</source>
        <translation>su %1</translation>
    </message>
    <message>
        <source>Job %1 logged “%2”</source>
        <translation>Il job %1 ha registrato “%2”</translation>
    </message>
    <message>
        <source>on %1: %2</source>
        <translation>su %1: %2</translation>
    </message>
    <message>
        <source>(and 1 more line)</source>
        <translation>(e un&apos;altra riga)</translation>
    </message>
    <message numerus="yes">
        <source>(and %n more lines)</source>
        <translation>
            <numerusform>(e %n altra riga)</numerusform>
            <numerusform>(e altre %n righe)</numerusform>
        </translation>
    </message>
    <message>
        <source>Job %1, trial %2: %3 above %4</source>
        <translation>Job %1, prova %2: %3 sopra %4</translation>
    </message>
    <message>
        <source>Job %1, trial %2: %3 below %4</source>
        <translation>Job %1, prova %2: %3 sotto %4</translation>
    </message>
    <message>
        <source>on %1: reported %2 at step %3</source>
        <translation>su %1: riportato %2 al passo %3</translation>
    </message>
    <message>
        <source>on %1: reported %2</source>
        <translation>su %1: riportato %2</translation>
    </message>
</context>
<context>
    <name>trainyard::models::NotificationRules</name>
    <message>
        <source>State change</source>
        <translation>Cambiamento di stato</translation>
    </message>
    <message>
        <source>Log line</source>
        <translation>Riga di log</translation>
    </message>
    <message>
        <source>Metric threshold</source>
        <translation>Soglia della metrica</translation>
    </message>
    <message>
        <source>no state chosen</source>
        <translation>nessuno stato scelto</translation>
    </message>
    <message>
        <source>enters %1</source>
        <translation>passa a %1</translation>
    </message>
    <message>
        <source>no pattern</source>
        <translation>nessun pattern</translation>
    </message>
    <message>
        <source>line matches “%1”</source>
        <translation>la riga corrisponde a “%1”</translation>
    </message>
    <message>
        <source> (WARNING and up)</source>
        <translation> (WARNING e superiori)</translation>
    </message>
    <message>
        <source> (ERROR and up)</source>
        <translation> (ERROR e superiori)</translation>
    </message>
    <message>
        <source>the objective metric</source>
        <translation>la metrica obiettivo</translation>
    </message>
    <message>
        <source>%1 above %2</source>
        <translation>%1 sopra %2</translation>
    </message>
    <message>
        <source>%1 below %2</source>
        <translation>%1 sotto %2</translation>
    </message>
    <message>
        <source>every job</source>
        <translation>ogni job</translation>
    </message>
    <message>
        <source>jobs “%1”</source>
        <translation>job “%1”</translation>
    </message>
    <message>
        <source> on “%1”</source>
        <translation> su “%1”</translation>
    </message>
    <message>
        <source>Rule %1 (%2)</source>
        <translation>Regola %1 (%2)</translation>
    </message>
    <message>
        <source>%1: choose at least one state.</source>
        <translation>%1: scegli almeno uno stato.</translation>
    </message>
    <message>
        <source>%1: the pattern is empty.</source>
        <translation>%1: il pattern è vuoto.</translation>
    </message>
    <message>
        <source>%1: the pattern is not a valid regular expression: %2 at offset %3.</source>
        <translation>%1: il pattern non è un&apos;espressione regolare valida: %2 alla posizione %3.</translation>
    </message>
    <message>
        <source>%1: the rate limit must be between 1 and %2 seconds.</source>
        <translation>%1: il limite di frequenza deve essere compreso tra 1 e %2 secondi.</translation>
    </message>
    <message>
        <source>%1: the threshold must be a finite number.</source>
        <translation>%1: la soglia deve essere un numero finito.</translation>
    </message>
    <message>
        <source>%1: the job filter is not a valid wildcard.</source>
        <translation>%1: il filtro dei job non è un carattere jolly valido.</translation>
    </message>
    <message>
        <source>%1: the backend filter is not a valid wildcard.</source>
        <translation>%1: il filtro dei backend non è un carattere jolly valido.</translation>
    </message>
</context>
<context>
    <name>trainyard::models::OutputTreeModel</name>
    <message>
        <source>Trial %1</source>
        <translation>Prova %1</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Dimensione</translation>
    </message>
    <message>
        <source>Modified</source>
        <translation>Modificato</translation>
    </message>
</context>
<context>
    <name>trainyard::models::TransitionModel</name>
    <message>
        <source>The job was created</source>
        <translation>Il job è stato creato</translation>
    </message>
    <message>
        <source>From %1</source>
        <translation>Da %1</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Data e ora</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Stato</translation>
    </message>
    <message>
        <source>Time in state</source>
        <translation>Tempo nello stato</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Motivo</translation>
    </message>
</context>
<context>
    <name>trainyard::models::TrialTableModel</name>
    <message>
        <source>Yes</source>
        <translation>Sì</translation>
    </message>
    <message>
        <source>Trial %1: %2</source>
        <translation>Prova %1: %2</translation>
    </message>
    <message>
        <source>Not finished: latest %1 at step %2</source>
        <translation>Non terminata: ultimo valore %1 al passo %2</translation>
    </message>
    <message>
        <source>The trial failed: it has no final value</source>
        <translation>La prova non è riuscita: non ha un valore finale</translation>
    </message>
    <message numerus="yes">
        <source>%n intermediate value(s)</source>
        <translation>
            <numerusform>%n valore intermedio</numerusform>
            <numerusform>%n valori intermedi</numerusform>
        </translation>
    </message>
    <message>
        <source>Started %1</source>
        <translation>Avviata il %1</translation>
    </message>
    <message>
        <source>%1: lower is better</source>
        <translation>%1: più basso è meglio</translation>
    </message>
    <message>
        <source>%1: higher is better</source>
        <translation>%1: più alto è meglio</translation>
    </message>
    <message>
        <source>%1 (log scale)</source>
        <translation>%1 (scala logaritmica)</translation>
    </message>
    <message>
        <source>Trial</source>
        <translation>Prova</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Stato</translation>
    </message>
    <message>
        <source>Best so far</source>
        <translation>Migliore finora</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Passi</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Durata</translation>
    </message>
    <message>
        <source>Stopped early</source>
        <translation>Interrotta in anticipo</translation>
    </message>
</context>
<context>
    <name>trainyard::spec::Catalog</name>
    <message>
        <source>A single worker instance. Suitable for learning how to use the service and for experimenting with new models on small datasets.</source>
        <translation>Una singola istanza worker. Adatta per imparare a utilizzare il servizio e per sperimentare nuovi modelli utilizzando set di dati di piccole dimensioni.</translation>
    </message>
    <message>
        <source>Many workers and a few parameter servers.</source>
        <translation>Molti worker e alcuni server dei parametri.</translation>
    </message>
    <message>
        <source>A large number of workers with many parameter servers.</source>
        <translation>Un numero elevato di worker con molti server dei parametri.</translation>
    </message>
    <message>
        <source>A single worker instance with an NVIDIA Tesla K80 GPU.</source>
        <translation>Una singola istanza worker con una GPU NVIDIA Tesla K80.</translation>
    </message>
    <message>
        <source>A master VM and a Cloud TPU.</source>
        <translation>Una VM master e una Cloud TPU.</translation>
    </message>
    <message>
        <source>You choose the machine type and count of every replica pool: master, workers, parameter servers and evaluators.</source>
        <translation>Scegli il tipo di macchina e il numero di repliche di ogni pool: master, worker, server dei parametri e valutatori.</translation>
    </message>
</context>
<context>
    <name>trainyard::spec::DaemonMessages</name>
    <message>
        <source>created</source>
        <translation>creato</translation>
    </message>
    <message>
        <source>resources reserved: %1 slots, %2 GPUs</source>
        <translation>risorse riservate: %1 slot, %2 GPU</translation>
    </message>
    <message>
        <source>resources reserved: %1 slots, %2 GPUs for %3 trial at once</source>
        <translation>risorse riservate: %1 slot, %2 GPU per %3 prova alla volta</translation>
    </message>
    <message>
        <source>resources reserved: %1 slots, %2 GPUs for %3 trials at once</source>
        <translation>risorse riservate: %1 slot, %2 GPU per %3 prove alla volta</translation>
    </message>
    <message>
        <source>resources reserved: %1 slots, %2 GPUs for %3 trial at once (%4)</source>
        <translation>risorse riservate: %1 slot, %2 GPU per %3 prova alla volta (%4)</translation>
    </message>
    <message>
        <source>resources reserved: %1 slots, %2 GPUs for %3 trials at once (%4)</source>
        <translation>risorse riservate: %1 slot, %2 GPU per %3 prove alla volta (%4)</translation>
    </message>
    <message>
        <source>cannot open the job&apos;s log: %1</source>
        <translation>impossibile aprire il log del job: %1</translation>
    </message>
    <message>
        <source>cancel requested</source>
        <translation>annullamento richiesto</translation>
    </message>
    <message>
        <source>cancelled by the user</source>
        <translation>annullato dall&apos;utente</translation>
    </message>
    <message>
        <source>cancelled by the user before it started</source>
        <translation>annullato dall&apos;utente prima dell&apos;avvio</translation>
    </message>
    <message>
        <source>the job did not start running within its maxWaitTime of %1</source>
        <translation>il job non è entrato in esecuzione entro il suo maxWaitTime di %1</translation>
    </message>
    <message>
        <source>The job ran longer than its maxRunningTime of %1 and was stopped.</source>
        <translation>Il job ha superato il suo maxRunningTime di %1 ed è stato arrestato.</translation>
    </message>
    <message>
        <source>the daemon restarted and cannot open the job&apos;s log: %1</source>
        <translation>il daemon si è riavviato e non riesce ad aprire il log del job: %1</translation>
    </message>
    <message>
        <source>the daemon restarted while the job was being prepared; it is queued again</source>
        <translation>il daemon si è riavviato durante la preparazione del job; il job è di nuovo in coda</translation>
    </message>
    <message>
        <source>The daemon restarted and could not take the job up again: %1</source>
        <translation>Il daemon si è riavviato e non è riuscito a riprendere il job: %1</translation>
    </message>
    <message>
        <source>cancelled (completed after a daemon restart)</source>
        <translation>annullato (completato dopo un riavvio del daemon)</translation>
    </message>
    <message>
        <source>its run state was lost</source>
        <translation>il suo stato di esecuzione è andato perso</translation>
    </message>
    <message>
        <source>its tuning state (tuning.json) was lost</source>
        <translation>il suo stato di ottimizzazione (tuning.json) è andato perso</translation>
    </message>
    <message>
        <source>%1 died while the daemon was down and was already restarted %2 times</source>
        <translation>la replica %1 è terminata mentre il daemon era inattivo ed era già stata riavviata %2 volte</translation>
    </message>
    <message>
        <source>cannot restart %1: %2</source>
        <translation>impossibile riavviare %1: %2</translation>
    </message>
    <message>
        <source>%1 restarted (%2 of %3): it was not running when the daemon restarted</source>
        <translation>la replica %1 è stata riavviata (%2 di %3): non era in esecuzione quando il daemon si è riavviato</translation>
    </message>
    <message>
        <source>the daemon restarted and could not take it up again: %1</source>
        <translation>il daemon si è riavviato e non è riuscito a riprenderla: %1</translation>
    </message>
    <message>
        <source>the median rule stopped it before the daemon restarted</source>
        <translation>la regola della mediana l&apos;ha interrotta prima del riavvio del daemon</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>impossibile aprire %1: %2</translation>
    </message>
    <message>
        <source>the Python interpreter %1 is missing or not executable; install it (Debian: apt-get install python3) or name another with trainyardd --python or trainingInput.pythonInterpreter</source>
        <translation>l&apos;interprete Python %1 non esiste o non è eseguibile; installalo (Debian: apt-get install python3) oppure indicane un altro con trainyardd --python o trainingInput.pythonInterpreter</translation>
    </message>
    <message>
        <source>jobDir %1 is not a local path; this daemon writes job output to local folders</source>
        <translation>jobDir %1 non è un percorso locale; questo daemon scrive l&apos;output dei job in cartelle locali</translation>
    </message>
    <message>
        <source>cannot create the job dir %1</source>
        <translation>impossibile creare la directory del job %1</translation>
    </message>
    <message>
        <source>the package %1 does not exist on this machine (packageUris are local paths here)</source>
        <translation>il pacchetto %1 non esiste su questa macchina (qui packageUris sono percorsi locali)</translation>
    </message>
    <message>
        <source>the package %1 is neither a folder nor an sdist (.tar.gz), wheel or zip</source>
        <translation>il pacchetto %1 non è né una cartella né un archivio sdist (.tar.gz), wheel o zip</translation>
    </message>
    <message>
        <source>staging the package %1 failed: %2</source>
        <translation>la preparazione del pacchetto %1 non è riuscita: %2</translation>
    </message>
    <message>
        <source>cannot run %1 to stage the package; install it (Debian: coreutils, tar)</source>
        <translation>impossibile eseguire %1 per preparare il pacchetto; installalo (Debian: coreutils, tar)</translation>
    </message>
    <message>
        <source>custom containers need podman (apt-get install podman runc) or docker; none was found on PATH</source>
        <translation>i container personalizzati richiedono podman (apt-get install podman runc) o docker; nessuno dei due è stato trovato nel PATH</translation>
    </message>
    <message>
        <source>the container engine %1 (trainyardd --container-engine) is missing or not executable; custom containers need podman (apt-get install podman runc) or docker</source>
        <translation>il motore di container %1 (trainyardd --container-engine) non esiste o non è eseguibile; i container personalizzati richiedono podman (apt-get install podman runc) o docker</translation>
    </message>
    <message>
        <source>the container engine %1 does not answer (`%2 info` failed: %3); custom containers need podman (apt-get install podman runc) or docker, working for the daemon&apos;s user</source>
        <translation>il motore di container %1 non risponde (`%2 info` non riuscito: %3); i container personalizzati richiedono podman (apt-get install podman runc) o docker, funzionante per l&apos;utente del daemon</translation>
    </message>
    <message>
        <source>the image %1 is not on this machine and pulling it failed: %2</source>
        <translation>l&apos;immagine %1 non è presente su questa macchina e non è stato possibile scaricarla: %2</translation>
    </message>
    <message>
        <source>no output</source>
        <translation>nessun output</translation>
    </message>
    <message>
        <source>all %1 replicas started</source>
        <translation>tutte le %1 repliche avviate</translation>
    </message>
    <message>
        <source>cannot start %1: %2</source>
        <translation>impossibile avviare %1: %2</translation>
    </message>
    <message>
        <source>fork failed: %1</source>
        <translation>fork non riuscito: %1</translation>
    </message>
    <message>
        <source>the master replica exited with code 0</source>
        <translation>la replica master è terminata con codice 0</translation>
    </message>
    <message>
        <source>The replica %1 exited with %2.</source>
        <translation>La replica %1 è terminata con %2.</translation>
    </message>
    <message>
        <source>The replica %1 exited with %2. Last lines of its stderr:</source>
        <translation>La replica %1 è terminata con %2. Ultime righe del suo stderr:</translation>
    </message>
    <message>
        <source>exit code %1</source>
        <translation>codice di uscita %1</translation>
    </message>
    <message>
        <source>signal %1</source>
        <translation>segnale %1</translation>
    </message>
    <message>
        <source>signal %1 (%2)</source>
        <translation>segnale %1 (%2)</translation>
    </message>
    <message>
        <source>tuning: %1 trial, %2 at once</source>
        <translation>ottimizzazione: %1 prova, %2 alla volta</translation>
    </message>
    <message>
        <source>tuning: %1 trials, %2 at once</source>
        <translation>ottimizzazione: %1 prove, %2 alla volta</translation>
    </message>
    <message>
        <source>maxParallelTrials is %1 but this daemon holds %2 trial at once: %3</source>
        <translation>maxParallelTrials è %1, ma questo daemon gestisce %2 prova alla volta: %3</translation>
    </message>
    <message>
        <source>maxParallelTrials is %1 but this daemon holds %2 trials at once: %3</source>
        <translation>maxParallelTrials è %1, ma questo daemon gestisce %2 prove alla volta: %3</translation>
    </message>
    <message>
        <source>a trial has %1 replica and it runs at most %2 (trainyardd --slots)</source>
        <translation>una prova ha %1 replica e il daemon ne esegue al massimo %2 (trainyardd --slots)</translation>
    </message>
    <message>
        <source>a trial has %1 replicas and it runs at most %2 (trainyardd --slots)</source>
        <translation>una prova ha %1 repliche e il daemon ne esegue al massimo %2 (trainyardd --slots)</translation>
    </message>
    <message>
        <source>a trial needs %1 GPU and it has %2 (trainyardd --gpus)</source>
        <translation>una prova richiede %1 GPU e il daemon ne ha %2 (trainyardd --gpus)</translation>
    </message>
    <message>
        <source>a trial needs %1 GPUs and it has %2 (trainyardd --gpus)</source>
        <translation>una prova richiede %1 GPU e il daemon ne ha %2 (trainyardd --gpus)</translation>
    </message>
    <message>
        <source>%1 failed trial, the most this job allows (maxFailedTrials %2). The last, trial %3: %4</source>
        <translation>%1 prova non riuscita, il massimo consentito da questo job (maxFailedTrials %2). L&apos;ultima, la prova %3: %4</translation>
    </message>
    <message>
        <source>%1 failed trials, the most this job allows (maxFailedTrials %2). The last, trial %3: %4</source>
        <translation>%1 prove non riuscite, il massimo consentito da questo job (maxFailedTrials %2). L&apos;ultima, la prova %3: %4</translation>
    </message>
    <message>
        <source>%1 failed trial, the most this job allows (the daemon&apos;s limit of %2 for maxTrials %3 when maxFailedTrials is 0). The last, trial %4: %5</source>
        <translation>%1 prova non riuscita, il massimo consentito da questo job (il limite del daemon di %2 per maxTrials %3 quando maxFailedTrials è 0). L&apos;ultima, la prova %4: %5</translation>
    </message>
    <message>
        <source>%1 failed trials, the most this job allows (the daemon&apos;s limit of %2 for maxTrials %3 when maxFailedTrials is 0). The last, trial %4: %5</source>
        <translation>%1 prove non riuscite, il massimo consentito da questo job (il limite del daemon di %2 per maxTrials %3 quando maxFailedTrials è 0). L&apos;ultima, la prova %4: %5</translation>
    </message>
    <message>
        <source>the search space has no untried point left after %1 trials</source>
        <translation>lo spazio di ricerca non ha più punti da provare dopo %1 prove</translation>
    </message>
    <message>
        <source>all %1 trials ended</source>
        <translation>tutte le %1 prove sono terminate</translation>
    </message>
    <message>
        <source>%1; the best is trial %2: %3</source>
        <translation>%1; la migliore è la prova %2: %3</translation>
    </message>
    <message>
        <source>%1; none reported a value of %2</source>
        <translation>%1; nessuna ha riportato un valore di %2</translation>
    </message>
    <message>
        <source>%1 and none succeeded. The last to fail, trial %2: %3</source>
        <translation>%1 e nessuna è riuscita. L&apos;ultima non riuscita, la prova %2: %3</translation>
    </message>
    <message>
        <source>%1 and none succeeded</source>
        <translation>%1 e nessuna è riuscita</translation>
    </message>
    <message>
        <source>the tuner failed: %1</source>
        <translation>errore dell&apos;ottimizzatore: %1</translation>
    </message>
    <message>
        <source>trial %1 started: %2</source>
        <translation>prova %1 avviata: %2</translation>
    </message>
    <message>
        <source>trial %1: %2</source>
        <translation>prova %1: %2</translation>
    </message>
    <message>
        <source>trial %1 stopped early (median rule): %2</source>
        <translation>prova %1 interrotta in anticipo (regola della mediana): %2</translation>
    </message>
    <message>
        <source>its best %1 by step %2, %3, is worse than the median of the running averages of %4 completed trials up to that step</source>
        <translation>il suo miglior valore di %1 fino al passo %2, %3, è peggiore della mediana delle medie progressive di %4 prove completate fino a quel passo</translation>
    </message>
    <message>
        <source>trial %1 succeeded: %2</source>
        <translation>prova %1 riuscita: %2</translation>
    </message>
    <message>
        <source>trial %1 failed: %2</source>
        <translation>prova %1 non riuscita: %2</translation>
    </message>
    <message>
        <source>trial %1 cancelled</source>
        <translation>prova %1 annullata</translation>
    </message>
    <message>
        <source>%1=%2 at step %3</source>
        <translation>%1=%2 al passo %3</translation>
    </message>
    <message>
        <source>it reported no value of %1 (hyperparameterMetricTag), so the tuner learns nothing from it</source>
        <translation>non ha riportato alcun valore di %1 (hyperparameterMetricTag), quindi l&apos;ottimizzatore non ne ricava nulla</translation>
    </message>
    <message>
        <source>no NVIDIA driver: %1 was not found (%2)</source>
        <translation>nessun driver NVIDIA: %1 non è stato trovato (%2)</translation>
    </message>
    <message>
        <source>%1 lacks %2 (driver too old?)</source>
        <translation>in %1 manca %2 (driver troppo vecchio?)</translation>
    </message>
    <message>
        <source>%1 lacks %2 (driver too old?): %3</source>
        <translation>in %1 manca %2 (driver troppo vecchio?): %3</translation>
    </message>
    <message>
        <source>NVML could not start: %1</source>
        <translation>impossibile avviare NVML: %1</translation>
    </message>
    <message>
        <source>the NVIDIA driver cannot count its GPUs: %1</source>
        <translation>il driver NVIDIA non riesce a contare le proprie GPU: %1</translation>
    </message>
    <message>
        <source>the NVIDIA driver reports no GPU</source>
        <translation>il driver NVIDIA non segnala alcuna GPU</translation>
    </message>
    <message>
        <source>no GPU figures</source>
        <translation>nessun dato GPU</translation>
    </message>
    <message>
        <source>Slurm did not take the job: %1</source>
        <translation>Slurm non ha accettato il job: %1</translation>
    </message>
    <message>
        <source>submitted to Slurm as job %1 in partition %2</source>
        <translation>inviato a Slurm come job %1 nella partizione %2</translation>
    </message>
    <message>
        <source>Slurm job %1 waits in partition %2: %3</source>
        <translation>il job Slurm %1 è in attesa nella partizione %2: %3</translation>
    </message>
    <message>
        <source>all %1 replicas started on %2 (Slurm job %3)</source>
        <translation>tutte le %1 repliche avviate su %2 (job Slurm %3)</translation>
    </message>
    <message>
        <source>Slurm ended job %1 as %2 (exit code %3)</source>
        <translation>Slurm ha terminato il job %1 con stato %2 (codice di uscita %3)</translation>
    </message>
    <message>
        <source>Slurm job %1 completed, but its primary replica never reported how it ended</source>
        <translation>il job Slurm %1 è stato completato, ma la sua replica primaria non ha mai segnalato come è terminata</translation>
    </message>
    <message>
        <source>Slurm lost job %1: it is neither in the queue nor in the accounting, and it is not submitted twice</source>
        <translation>Slurm ha perso il job %1: non è né in coda né nell&apos;accounting, e non viene inviato due volte</translation>
    </message>
    <message>
        <source>Slurm lost job %1 (a controller restart before it saved its state?); submitted once more</source>
        <translation>Slurm ha perso il job %1 (un riavvio del controller prima che ne salvasse lo stato?); inviato di nuovo</translation>
    </message>
    <message>
        <source>Slurm job %1 was cancelled outside Trainyard (scancel)</source>
        <translation>il job Slurm %1 è stato annullato al di fuori di Trainyard (scancel)</translation>
    </message>
    <message>
        <source>Slurm&apos;s %1 did not answer within %2 s</source>
        <translation>il comando %1 di Slurm non ha risposto entro %2 s</translation>
    </message>
    <message>
        <source>cannot run Slurm&apos;s %1: %2</source>
        <translation>impossibile eseguire il comando %1 di Slurm: %2</translation>
    </message>
    <message>
        <source>Slurm&apos;s %1 crashed</source>
        <translation>il comando %1 di Slurm si è arrestato in modo anomalo</translation>
    </message>
    <message>
        <source>Slurm&apos;s %1 exited with code %2 and said nothing</source>
        <translation>il comando %1 di Slurm è terminato con codice %2 senza alcun messaggio</translation>
    </message>
    <message>
        <source>Slurm&apos;s %1 did not answer with its JSON</source>
        <translation>il comando %1 di Slurm non ha risposto con il suo JSON</translation>
    </message>
    <message>
        <source>sbatch did not answer with a job id: %1</source>
        <translation>sbatch non ha risposto con un ID del job: %1</translation>
    </message>
    <message>
        <source>partition %1 has no nodes (sinfo lists none in it)</source>
        <translation>la partizione %1 non ha nodi (sinfo non ne elenca nessuno)</translation>
    </message>
    <message>
        <source>partition %1 has not been described yet</source>
        <translation>la partizione %1 non è ancora stata interrogata</translation>
    </message>
    <message>
        <source>squeue has not answered yet</source>
        <translation>squeue non ha ancora risposto</translation>
    </message>
    <message>
        <source>Slurm location %1 gathers no job accounting (JobAcctGatherType=jobacct_gather/none): no CPU or memory figures</source>
        <translation>la località Slurm %1 non raccoglie l&apos;accounting dei job (JobAcctGatherType=jobacct_gather/none): nessun dato di CPU o memoria</translation>
    </message>
    <message>
        <source>%1: custom containers do not run on Slurm location %2 yet</source>
        <translation>%1: i container personalizzati non vengono ancora eseguiti nella località Slurm %2</translation>
    </message>
    <message>
        <source>trainingInput: the job&apos;s %1 replica pools each need a node of their own at Slurm location %2, which has %3</source>
        <translation>trainingInput: i %1 pool di repliche del job richiedono ciascuno un nodo dedicato nella località Slurm %2, che ne ha %3</translation>
    </message>
    <message>
        <source>%1: machine type %2 has %3 vCPUs; the largest node at Slurm location %4 has %5</source>
        <translation>%1: il tipo di macchina %2 ha %3 vCPU; il nodo più grande della località Slurm %4 ne ha %5</translation>
    </message>
    <message>
        <source>%1: machine type %2 has %3 MB of memory; the largest node at Slurm location %4 has %5 MB</source>
        <translation>%1: il tipo di macchina %2 ha %3 MB di memoria; il nodo più grande della località Slurm %4 ne ha %5 MB</translation>
    </message>
    <message>
        <source>%1: a replica takes %2 GPUs; the largest node at Slurm location %3 has %4</source>
        <translation>%1: una replica usa %2 GPU; il nodo più grande della località Slurm %3 ne ha %4</translation>
    </message>
    <message>
        <source>%1 cannot go into a Slurm batch script: it holds a line break or another control character</source>
        <translation>%1 non può essere inserito in uno script batch di Slurm: contiene un a capo o un altro carattere di controllo</translation>
    </message>
    <message>
        <source>the Slurm task could not start its replica: %1</source>
        <translation>il task Slurm non è riuscito ad avviare la sua replica: %1</translation>
    </message>
    <message>
        <source>the job runs on a Slurm cluster, whose accounting (sstat) measures CPU and memory but no GPUs</source>
        <translation>il job viene eseguito su un cluster Slurm, il cui accounting (sstat) misura CPU e memoria ma non le GPU</translation>
    </message>
    <message>
        <source>preparing the job for Slurm location %1 (partition %2)</source>
        <translation>preparazione del job per la località Slurm %1 (partizione %2)</translation>
    </message>
</context>
<context>
    <name>trainyard::spec::Validator</name>
    <message>
        <source>A custom container for this role needs one for the master too (masterConfig.imageUri).</source>
        <translation>Un container personalizzato per questo ruolo richiede un container anche per il master (masterConfig.imageUri).</translation>
    </message>
    <message>
        <source>%1 only applies to a custom container; set imageUri.</source>
        <translation>%1 si applica solo a un container personalizzato; imposta imageUri.</translation>
    </message>
    <message>
        <source>Use either args or the replicas&apos; containerCommand/containerArgs, not both.</source>
        <translation>Utilizza args oppure containerCommand/containerArgs delle repliche, non entrambi.</translation>
    </message>
    <message>
        <source>Set either a custom container (masterConfig.imageUri) or runtimeVersion, not both.</source>
        <translation>Imposta un container personalizzato (masterConfig.imageUri) oppure runtimeVersion, non entrambi.</translation>
    </message>
    <message>
        <source>pythonVersion applies to runtime versions; a custom container brings its own Python.</source>
        <translation>pythonVersion si applica alle versioni di runtime; un container personalizzato include il proprio Python.</translation>
    </message>
    <message>
        <source>A custom container job takes no trainer packages; install them in the image.</source>
        <translation>Un job con container personalizzato non accetta pacchetti di addestramento; installali nell&apos;immagine.</translation>
    </message>
    <message>
        <source>A custom container job runs its entrypoint; pythonModule applies only to trainer packages.</source>
        <translation>Un job con container personalizzato esegue il proprio entrypoint; pythonModule si applica solo ai pacchetti di addestramento.</translation>
    </message>
    <message>
        <source>Give a trainer package (packageUris) or a custom container (masterConfig.imageUri).</source>
        <translation>Indica un pacchetto di addestramento (packageUris) o un container personalizzato (masterConfig.imageUri).</translation>
    </message>
    <message>
        <source>At most %1 packages; this job has %2.</source>
        <translation>Al massimo %1 pacchetti; questo job ne ha %2.</translation>
    </message>
    <message>
        <source>A package location cannot be empty.</source>
        <translation>La posizione di un pacchetto non può essere vuota.</translation>
    </message>
    <message>
        <source>Name the Python module to run, such as trainer.task.</source>
        <translation>Indica il modulo Python da eseguire, ad esempio trainer.task.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a Python module name (dotted identifiers, such as trainer.task).</source>
        <translation>&quot;%1&quot; non è un nome di modulo Python (identificatori separati da punti, ad esempio trainer.task).</translation>
    </message>
    <message>
        <source>Without runtimeVersion the service picks its default runtime; name the one your code was written for.</source>
        <translation>Senza runtimeVersion il servizio sceglie il proprio runtime predefinito; indica quello per cui è stato scritto il tuo codice.</translation>
    </message>
    <message>
        <source>Unknown runtime version &quot;%1&quot;; known: %2.</source>
        <translation>Versione di runtime &quot;%1&quot; sconosciuta; versioni note: %2.</translation>
    </message>
    <message>
        <source>Python %1 is not available with runtime version %2; use %3.</source>
        <translation>Python %1 non è disponibile con la versione di runtime %2; utilizza %3.</translation>
    </message>
    <message>
        <source>Choose the region the job runs in.</source>
        <translation>Scegli la regione in cui viene eseguito il job.</translation>
    </message>
    <message>
        <source>Unknown region &quot;%1&quot;; training runs in %2.</source>
        <translation>Regione &quot;%1&quot; sconosciuta; l&apos;addestramento viene eseguito in %2.</translation>
    </message>
    <message>
        <source>useChiefInTfConfig only affects custom container jobs.</source>
        <translation>useChiefInTfConfig influisce solo sui job con container personalizzato.</translation>
    </message>
    <message>
        <source>A service account is an email address, such as trainer@my-project.iam.gserviceaccount.com.</source>
        <translation>Un account di servizio è un indirizzo email, ad esempio trainer@my-project.iam.gserviceaccount.com.</translation>
    </message>
    <message>
        <source>Write the network as projects/{project number}/global/networks/{network name}.</source>
        <translation>Scrivi la rete nel formato projects/{project number}/global/networks/{network name}.</translation>
    </message>
    <message>
        <source>Write the key as projects/{project}/locations/{region}/keyRings/{key ring}/cryptoKeys/{key}.</source>
        <translation>Scrivi la chiave nel formato projects/{project}/locations/{region}/keyRings/{key ring}/cryptoKeys/{key}.</translation>
    </message>
    <message>
        <source>maxWaitTime must be at least %1 seconds (30 minutes) when set; it is %2.</source>
        <translation>Se impostato, maxWaitTime deve essere di almeno %1 secondi (30 minuti); è %2.</translation>
    </message>
    <message>
        <source>maxRunningTime must be longer than zero; leave it unset for the default of seven days.</source>
        <translation>maxRunningTime deve essere maggiore di zero; lascialo non impostato per il valore predefinito di sette giorni.</translation>
    </message>
    <message>
        <source>Priority is between 0 and 1000; it is %1.</source>
        <translation>La priorità è compresa tra 0 e 1000; è %1.</translation>
    </message>
    <message>
        <source>A replica count cannot be negative.</source>
        <translation>Il numero di repliche non può essere negativo.</translation>
    </message>
    <message>
        <source>Scale tier CUSTOM needs a machine type for the master.</source>
        <translation>Il livello di scalabilità CUSTOM richiede un tipo di macchina per il master.</translation>
    </message>
    <message>
        <source>%1 is %2, so %3 needs a machine type.</source>
        <translation>%1 è %2, quindi %3 richiede un tipo di macchina.</translation>
    </message>
    <message>
        <source>%1 is ignored while %2 is 0.</source>
        <translation>%1 viene ignorato finché %2 è 0.</translation>
    </message>
    <message>
        <source>Replica counts can only be set with scale tier CUSTOM.</source>
        <translation>Il numero di repliche può essere impostato solo con il livello di scalabilità CUSTOM.</translation>
    </message>
    <message>
        <source>Machine types are only used with scale tier CUSTOM; this one is ignored.</source>
        <translation>I tipi di macchina vengono utilizzati solo con il livello di scalabilità CUSTOM; questo viene ignorato.</translation>
    </message>
    <message>
        <source>Accelerators can only be configured with scale tier CUSTOM; BASIC_GPU and BASIC_TPU include theirs.</source>
        <translation>Gli acceleratori possono essere configurati solo con il livello di scalabilità CUSTOM; BASIC_GPU e BASIC_TPU includono i propri.</translation>
    </message>
    <message>
        <source>Unknown machine type &quot;%1&quot;.</source>
        <translation>Tipo di macchina &quot;%1&quot; sconosciuto.</translation>
    </message>
    <message>
        <source>Choose the accelerator type for these %1 accelerators.</source>
        <translation>Scegli il tipo di acceleratore per questi %1 acceleratori.</translation>
    </message>
    <message>
        <source>Unknown accelerator type &quot;%1&quot;; known types: %2.</source>
        <translation>Tipo di acceleratore &quot;%1&quot; sconosciuto; tipi noti: %2.</translation>
    </message>
    <message>
        <source>The accelerator count must be at least 1.</source>
        <translation>Il numero di acceleratori deve essere almeno 1.</translation>
    </message>
    <message>
        <source>Legacy machine type %1 takes no acceleratorConfig (its GPUs, if any, are built in); choose a Compute Engine type such as n1-standard-8.</source>
        <translation>Il tipo di macchina legacy %1 non accetta acceleratorConfig (le sue eventuali GPU sono integrate); scegli un tipo Compute Engine come n1-standard-8.</translation>
    </message>
    <message>
        <source>%1 cannot be attached to %2; it takes: %3.</source>
        <translation>%1 non può essere collegato a %2, che accetta: %3.</translation>
    </message>
    <message>
        <source>%1 takes %2 in counts of %3 only, not %4.</source>
        <translation>%1 accetta %2 solo in quantità pari a %3, non %4.</translation>
    </message>
    <message>
        <source>The boot disk must be between %1 and %2 GB.</source>
        <translation>Il disco di avvio deve essere compreso tra %1 e %2 GB.</translation>
    </message>
    <message>
        <source>Unknown boot disk type &quot;%1&quot;; use one of %2.</source>
        <translation>Tipo di disco di avvio &quot;%1&quot; sconosciuto; utilizza uno tra %2.</translation>
    </message>
    <message>
        <source>Say whether the metric should be maximized or minimized.</source>
        <translation>Indica se la metrica deve essere massimizzata o minimizzata.</translation>
    </message>
    <message>
        <source>maxTrials must be at least 1.</source>
        <translation>maxTrials deve essere almeno 1.</translation>
    </message>
    <message>
        <source>maxParallelTrials must be at least 1.</source>
        <translation>maxParallelTrials deve essere almeno 1.</translation>
    </message>
    <message>
        <source>maxParallelTrials (%1) cannot exceed maxTrials (%2).</source>
        <translation>maxParallelTrials (%1) non può superare maxTrials (%2).</translation>
    </message>
    <message>
        <source>maxFailedTrials cannot be negative.</source>
        <translation>maxFailedTrials non può essere negativo.</translation>
    </message>
    <message>
        <source>Leave the metric tag unset for the default, or name the metric your trainer reports.</source>
        <translation>Lascia il tag della metrica non impostato per il valore predefinito, oppure indica la metrica riportata dalla tua applicazione di addestramento.</translation>
    </message>
    <message>
        <source>A tuning job needs at least one parameter to tune.</source>
        <translation>Un job di ottimizzazione richiede almeno un parametro da ottimizzare.</translation>
    </message>
    <message>
        <source>Parameter &quot;%1&quot; is already defined.</source>
        <translation>Il parametro &quot;%1&quot; è già definito.</translation>
    </message>
    <message>
        <source>Name the parameter.</source>
        <translation>Assegna un nome al parametro.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be a command-line flag: use letters, digits, underscores, dots and dashes, starting with a letter or underscore.</source>
        <translation>&quot;%1&quot; non può essere un flag della riga di comando: utilizza lettere, cifre, trattini bassi, punti e trattini, iniziando con una lettera o un trattino basso.</translation>
    </message>
    <message>
        <source>The service already passes --job-dir; a parameter of that name will clash with it.</source>
        <translation>Il servizio passa già --job-dir; un parametro con quel nome entrerebbe in conflitto.</translation>
    </message>
    <message>
        <source>Choose DOUBLE, INTEGER, CATEGORICAL or DISCRETE.</source>
        <translation>Scegli DOUBLE, INTEGER, CATEGORICAL o DISCRETE.</translation>
    </message>
    <message>
        <source>Give the smallest value to try.</source>
        <translation>Indica il valore più piccolo da provare.</translation>
    </message>
    <message>
        <source>Give the largest value to try.</source>
        <translation>Indica il valore più grande da provare.</translation>
    </message>
    <message>
        <source>An INTEGER parameter needs whole-number bounds, not %1.</source>
        <translation>Un parametro INTEGER richiede limiti interi, non %1.</translation>
    </message>
    <message>
        <source>maxValue (%1) must be greater than minValue (%2).</source>
        <translation>maxValue (%1) deve essere maggiore di minValue (%2).</translation>
    </message>
    <message>
        <source>A logarithmic scale needs values above zero; minValue is %1.</source>
        <translation>Una scala logaritmica richiede valori maggiori di zero; minValue è %1.</translation>
    </message>
    <message>
        <source>%1 parameters take minValue and maxValue, not a list of values.</source>
        <translation>I parametri %1 accettano minValue e maxValue, non un elenco di valori.</translation>
    </message>
    <message>
        <source>List the categories to try.</source>
        <translation>Elenca le categorie da provare.</translation>
    </message>
    <message>
        <source>A category cannot be empty.</source>
        <translation>Una categoria non può essere vuota.</translation>
    </message>
    <message>
        <source>Category &quot;%1&quot; is listed twice.</source>
        <translation>La categoria &quot;%1&quot; è elencata due volte.</translation>
    </message>
    <message>
        <source>CATEGORICAL parameters take a list of categories, not bounds.</source>
        <translation>I parametri CATEGORICAL accettano un elenco di categorie, non dei limiti.</translation>
    </message>
    <message>
        <source>CATEGORICAL parameters have no scale; leave scaleType unset.</source>
        <translation>I parametri CATEGORICAL non hanno una scala; lascia scaleType non impostato.</translation>
    </message>
    <message>
        <source>List the values to try.</source>
        <translation>Elenca i valori da provare.</translation>
    </message>
    <message>
        <source>At most %1 values; this parameter has %2.</source>
        <translation>Al massimo %1 valori; questo parametro ne ha %2.</translation>
    </message>
    <message>
        <source>Values must be strictly increasing: %1 follows %2.</source>
        <translation>I valori devono essere strettamente crescenti: %1 segue %2.</translation>
    </message>
    <message>
        <source>A logarithmic scale needs values above zero; the first value is %1.</source>
        <translation>Una scala logaritmica richiede valori maggiori di zero; il primo valore è %1.</translation>
    </message>
    <message>
        <source>DISCRETE parameters use their list of values; minValue and maxValue are ignored.</source>
        <translation>I parametri DISCRETE utilizzano il proprio elenco di valori; minValue e maxValue vengono ignorati.</translation>
    </message>
    <message>
        <source>GRID_SEARCH can only search INTEGER, DISCRETE and CATEGORICAL parameters.</source>
        <translation>GRID_SEARCH può cercare solo parametri INTEGER, DISCRETE e CATEGORICAL.</translation>
    </message>
    <message>
        <source>The grid has only %1 points, so at most %1 trials will run although maxTrials is %2.</source>
        <translation>La griglia ha solo %1 punti, quindi verranno eseguite al massimo %1 prove anche se maxTrials è %2.</translation>
    </message>
    <message>
        <source>A training job needs its training input.</source>
        <translation>Un job di addestramento richiede il proprio input di addestramento.</translation>
    </message>
    <message>
        <source>A job needs an ID.</source>
        <translation>Un job richiede un ID.</translation>
    </message>
    <message>
        <source>Use only letters, digits and underscores, starting with a letter.</source>
        <translation>Utilizza solo lettere, cifre e trattini bassi, iniziando con una lettera.</translation>
    </message>
    <message>
        <source>At most %1 characters; this one has %2.</source>
        <translation>Al massimo %1 caratteri; questo ne ha %2.</translation>
    </message>
    <message>
        <source>At most %1 labels; this job has %2.</source>
        <translation>Al massimo %1 etichette; questo job ne ha %2.</translation>
    </message>
    <message>
        <source>Label keys are 1 to %1 lowercase letters, digits, underscores or dashes, starting with a letter.</source>
        <translation>Le chiavi delle etichette sono composte da 1 a %1 lettere minuscole, cifre, trattini bassi o trattini, e iniziano con una lettera.</translation>
    </message>
    <message>
        <source>Label values are at most %1 lowercase letters, digits, underscores or dashes.</source>
        <translation>I valori delle etichette sono composti al massimo da %1 lettere minuscole, cifre, trattini bassi o trattini.</translation>
    </message>
    <message>
        <source>Unknown value &quot;%1&quot;; expected one of %2.</source>
        <translation>Valore &quot;%1&quot; sconosciuto; previsto uno tra %2.</translation>
    </message>
    <message>
        <source>%1 is a legacy machine type but the master&apos;s %2 is a Compute Engine one; all roles must use the same kind.</source>
        <translation>%1 è un tipo di macchina legacy, ma quello del master (%2) è un tipo Compute Engine; tutti i ruoli devono utilizzare tipi dello stesso genere.</translation>
    </message>
    <message>
        <source>%1 is a Compute Engine machine type but the master&apos;s %2 is a legacy one; all roles must use the same kind.</source>
        <translation>%1 è un tipo di macchina Compute Engine, ma quello del master (%2) è un tipo legacy; tutti i ruoli devono utilizzare tipi dello stesso genere.</translation>
    </message>
    <message>
        <source>%1 cannot be attached to %2; it takes no accelerators.</source>
        <translation>%1 non può essere collegato a %2, che non accetta acceleratori.</translation>
    </message>
    <message>
        <source>%1 has no counterpart in an AI Platform Training v1 job and was left out.</source>
        <translation>%1 non ha un equivalente in un job v1 di AI Platform Training ed è stato omesso.</translation>
    </message>
    <message>
        <source>%1 has no counterpart in a Vertex AI job and was left out.</source>
        <translation>%1 non ha un equivalente in un job Vertex AI ed è stato omesso.</translation>
    </message>
    <message>
        <source>%1 is not a value this build knows; it was left out.</source>
        <translation>%1 non è un valore noto a questa build; è stato omesso.</translation>
    </message>
    <message>
        <source>%1 is not a whole number; an integer parameter of a Vertex study needs whole bounds, so it was left out.</source>
        <translation>%1 non è un numero intero; un parametro intero di uno studio Vertex richiede limiti interi, quindi è stato omesso.</translation>
    </message>
    <message>
        <source>Parameter %1 has no type, so no value spec could be written for it.</source>
        <translation>Il parametro %1 non ha un tipo, quindi non è stato possibile scrivere una specifica dei valori.</translation>
    </message>
    <message>
        <source>Scale tier %1 is unknown, so no pool could be written for it.</source>
        <translation>Il livello di scalabilità %1 è sconosciuto, quindi non è stato possibile scrivere alcun pool.</translation>
    </message>
    <message>
        <source>Vertex has no scale tiers; %1 was written out as the pools it stands for.</source>
        <translation>Vertex non ha livelli di scalabilità; %1 è stato scritto come i pool che rappresenta.</translation>
    </message>
    <message>
        <source>%1 is a legacy AI Platform machine type; it became %2, the Compute Engine type of the same vCPUs and memory.</source>
        <translation>%1 è un tipo di macchina legacy di AI Platform; è diventato %2, il tipo Compute Engine con le stesse vCPU e la stessa memoria.</translation>
    </message>
    <message>
        <source>%1 has no Vertex machine type of the same vCPUs and memory; choose one.</source>
        <translation>%1 non ha un tipo di macchina Vertex con le stesse vCPU e la stessa memoria; scegline uno.</translation>
    </message>
    <message>
        <source>No Vertex prebuilt training container has TensorFlow %1; choose an executor image.</source>
        <translation>Nessun container di addestramento precompilato di Vertex include TensorFlow %1; scegli un&apos;immagine dell&apos;esecutore.</translation>
    </message>
    <message>
        <source>The job names no runtime version, so no executor image could be chosen; choose one.</source>
        <translation>Il job non indica alcuna versione di runtime, quindi non è stato possibile scegliere un&apos;immagine dell&apos;esecutore; scegline una.</translation>
    </message>
    <message>
        <source>A v1 Cloud TPU worker has no counterpart in a Vertex pool of Compute Engine machines; it was left out.</source>
        <translation>Un worker Cloud TPU v1 non ha un equivalente in un pool Vertex di macchine Compute Engine; è stato omesso.</translation>
    </message>
    <message>
        <source>The parameters that depend on %1 have no counterpart in a v1 job, whose parameters all apply to every trial; they were left out.</source>
        <translation>I parametri che dipendono da %1 non hanno un equivalente in un job v1, i cui parametri si applicano tutti a ogni prova; sono stati omessi.</translation>
    </message>
    <message>
        <source>A v1 job tunes one metric; %1 was left out and %2 kept.</source>
        <translation>Un job v1 ottimizza una sola metrica; %1 è stata omessa e %2 mantenuta.</translation>
    </message>
    <message>
        <source>Pool %1 runs a Python package while pool 0 runs a container; a v1 job cannot mix them, so this pool runs pool 0&apos;s image.</source>
        <translation>Il pool %1 esegue un pacchetto Python mentre il pool 0 esegue un container; un job v1 non può combinarli, quindi questo pool esegue l&apos;immagine del pool 0.</translation>
    </message>
    <message>
        <source>Pool %1 runs another package, module, image or arguments than pool %2; a v1 job runs one package on every replica, so pool %2&apos;s was kept.</source>
        <translation>Il pool %1 esegue un pacchetto, un modulo, un&apos;immagine o argomenti diversi dal pool %2; un job v1 esegue un solo pacchetto su ogni replica, quindi è stato mantenuto quello del pool %2.</translation>
    </message>
    <message>
        <source>%1 is not a prebuilt training container name; no runtimeVersion stands for it, so none was set.</source>
        <translation>%1 non è il nome di un container di addestramento precompilato; nessuna runtimeVersion gli corrisponde, quindi non ne è stata impostata alcuna.</translation>
    </message>
    <message>
        <source>%1 is a %2 %3 image; v1 runtime versions are numbered after TensorFlow, so no runtimeVersion was set.</source>
        <translation>%1 è un&apos;immagine %2 %3; le versioni di runtime v1 sono numerate secondo TensorFlow, quindi non è stata impostata alcuna runtimeVersion.</translation>
    </message>
    <message>
        <source>Pool 0 has %1 replicas; the master of a v1 job is always one replica.</source>
        <translation>Il pool 0 ha %1 repliche; il master di un job v1 è sempre una sola replica.</translation>
    </message>
    <message>
        <source>Pool %1 names no replicas, so the v1 job has none of its role.</source>
        <translation>Il pool %1 non indica alcuna replica, quindi il job v1 non ne ha nessuna con quel ruolo.</translation>
    </message>
    <message>
        <source>A v1 job has four replica roles; pool %1 was left out.</source>
        <translation>Un job v1 ha quattro ruoli di replica; il pool %1 è stato omesso.</translation>
    </message>
    <message>
        <source>A custom job needs a jobSpec with its worker pools.</source>
        <translation>Un job personalizzato richiede un jobSpec con i suoi pool di worker.</translation>
    </message>
    <message>
        <source>A tuning job needs maxTrialCount, the number of trials to run.</source>
        <translation>Un job di ottimizzazione richiede maxTrialCount, il numero di prove da eseguire.</translation>
    </message>
    <message>
        <source>maxTrialCount must be at least 1; it is %1.</source>
        <translation>maxTrialCount deve essere almeno 1; è %1.</translation>
    </message>
    <message>
        <source>A tuning job needs parallelTrialCount, the number of trials that run at once.</source>
        <translation>Un job di ottimizzazione richiede parallelTrialCount, il numero di prove eseguite contemporaneamente.</translation>
    </message>
    <message>
        <source>parallelTrialCount must be at least 1; it is %1.</source>
        <translation>parallelTrialCount deve essere almeno 1; è %1.</translation>
    </message>
    <message>
        <source>parallelTrialCount (%1) cannot exceed maxTrialCount (%2).</source>
        <translation>parallelTrialCount (%1) non può superare maxTrialCount (%2).</translation>
    </message>
    <message>
        <source>maxFailedTrialCount cannot be negative.</source>
        <translation>maxFailedTrialCount non può essere negativo.</translation>
    </message>
    <message>
        <source>A tuning job needs a studySpec: its metrics and parameters.</source>
        <translation>Un job di ottimizzazione richiede uno studySpec: le sue metriche e i suoi parametri.</translation>
    </message>
    <message>
        <source>A tuning job needs a trialJobSpec, the custom job each trial runs.</source>
        <translation>Un job di ottimizzazione richiede un trialJobSpec, il job personalizzato eseguito da ogni prova.</translation>
    </message>
    <message>
        <source>A display name is required.</source>
        <translation>Il nome visualizzato è obbligatorio.</translation>
    </message>
    <message>
        <source>The display name has %1 characters; at most 128 are allowed.</source>
        <translation>Il nome visualizzato ha %1 caratteri; ne sono consentiti al massimo 128.</translation>
    </message>
    <message>
        <source>At most 64 labels are allowed; there are %1.</source>
        <translation>Sono consentite al massimo 64 etichette; ce ne sono %1.</translation>
    </message>
    <message>
        <source>Label key &quot;%1&quot; must start with a lowercase letter and hold at most 64 lowercase letters, digits, &apos;_&apos; or &apos;-&apos;.</source>
        <translation>La chiave di etichetta &quot;%1&quot; deve iniziare con una lettera minuscola e contenere al massimo 64 lettere minuscole, cifre, &apos;_&apos; o &apos;-&apos;.</translation>
    </message>
    <message>
        <source>Label value &quot;%1&quot; may hold at most 64 lowercase letters, digits, &apos;_&apos; or &apos;-&apos;.</source>
        <translation>Il valore di etichetta &quot;%1&quot; può contenere al massimo 64 lettere minuscole, cifre, &apos;_&apos; o &apos;-&apos;.</translation>
    </message>
    <message>
        <source>A job needs at least one worker pool.</source>
        <translation>Un job richiede almeno un pool di worker.</translation>
    </message>
    <message>
        <source>A job has at most 4 worker pools; this one has %1.</source>
        <translation>Un job ha al massimo 4 pool di worker; questo ne ha %1.</translation>
    </message>
    <message>
        <source>Worker pool 0 runs the primary replica and cannot be empty.</source>
        <translation>Il pool di worker 0 esegue la replica primaria e non può essere vuoto.</translation>
    </message>
    <message>
        <source>An empty worker pool only holds the place of an unused one between used pools; remove it.</source>
        <translation>Un pool di worker vuoto serve solo a tenere il posto di un pool inutilizzato tra pool utilizzati; rimuovilo.</translation>
    </message>
    <message>
        <source>A job on a TPU VM has exactly one worker pool with one replica.</source>
        <translation>Un job su una VM TPU ha esattamente un pool di worker con una replica.</translation>
    </message>
    <message>
        <source>baseOutputDirectory needs an outputUriPrefix (a gs:// directory).</source>
        <translation>baseOutputDirectory richiede un outputUriPrefix (una directory gs://).</translation>
    </message>
    <message>
        <source>Worker pool 0 runs exactly one replica, the primary; replicaCount is %1.</source>
        <translation>Il pool di worker 0 esegue esattamente una replica, quella primaria; replicaCount è %1.</translation>
    </message>
    <message>
        <source>A used worker pool runs at least one replica; replicaCount is %1.</source>
        <translation>Un pool di worker utilizzato esegue almeno una replica; replicaCount è %1.</translation>
    </message>
    <message>
        <source>Each worker pool needs a machineSpec with its machine type.</source>
        <translation>Ogni pool di worker richiede un machineSpec con il suo tipo di macchina.</translation>
    </message>
    <message>
        <source>An NFS mount needs its server, path and mountPoint.</source>
        <translation>Un mount NFS richiede server, path e mountPoint.</translation>
    </message>
    <message>
        <source>A machine type is required.</source>
        <translation>Il tipo di macchina è obbligatorio.</translation>
    </message>
    <message>
        <source>Machine type &quot;%1&quot; is not checked against Google&apos;s published list; Vertex AI may refuse it.</source>
        <translation>Il tipo di macchina &quot;%1&quot; non viene verificato rispetto all&apos;elenco pubblicato da Google; Vertex AI potrebbe rifiutarlo.</translation>
    </message>
    <message>
        <source>acceleratorCount is set, so acceleratorType must name the accelerator.</source>
        <translation>acceleratorCount è impostato, quindi acceleratorType deve indicare l&apos;acceleratore.</translation>
    </message>
    <message>
        <source>Machine type %1 comes with %2 × %3; name them in acceleratorType and acceleratorCount.</source>
        <translation>Il tipo di macchina %1 include %2 × %3; indicali in acceleratorType e acceleratorCount.</translation>
    </message>
    <message>
        <source>Unknown accelerator type &quot;%1&quot;; expected one of %2.</source>
        <translation>Tipo di acceleratore &quot;%1&quot; sconosciuto; previsto uno tra %2.</translation>
    </message>
    <message>
        <source>Machine type %1 takes no accelerators.</source>
        <translation>Il tipo di macchina %1 non accetta acceleratori.</translation>
    </message>
    <message>
        <source>Machine type %1 does not take %2; it takes %3.</source>
        <translation>Il tipo di macchina %1 non accetta %2; accetta %3.</translation>
    </message>
    <message>
        <source>acceleratorCount is required with an accelerator: %1 for %2 on %3.</source>
        <translation>acceleratorCount è obbligatorio con un acceleratore: %1 per %2 su %3.</translation>
    </message>
    <message>
        <source>%1 takes %2 in counts of %3, not %4.</source>
        <translation>%1 accetta %2 in quantità pari a %3, non %4.</translation>
    </message>
    <message>
        <source>Unknown boot disk type &quot;%1&quot;; expected one of %2.</source>
        <translation>Tipo di disco di avvio &quot;%1&quot; sconosciuto; previsto uno tra %2.</translation>
    </message>
    <message>
        <source>The boot disk must be between 100 and 64000 GB; it is %1.</source>
        <translation>Il disco di avvio deve essere compreso tra 100 e 64000 GB; è %1.</translation>
    </message>
    <message>
        <source>A worker pool runs either a pythonPackageSpec or a containerSpec, not both.</source>
        <translation>Un pool di worker esegue un pythonPackageSpec o un containerSpec, non entrambi.</translation>
    </message>
    <message>
        <source>A worker pool needs its code: a pythonPackageSpec or a containerSpec.</source>
        <translation>Un pool di worker richiede il suo codice: un pythonPackageSpec o un containerSpec.</translation>
    </message>
    <message>
        <source>A containerSpec needs the imageUri of the container to run.</source>
        <translation>Un containerSpec richiede l&apos;imageUri del container da eseguire.</translation>
    </message>
    <message>
        <source>A pythonPackageSpec needs an executorImageUri, the prebuilt container it runs on.</source>
        <translation>Un pythonPackageSpec richiede un executorImageUri, il container precompilato su cui viene eseguito.</translation>
    </message>
    <message>
        <source>%1 is a GPU container, but the pool&apos;s machine has no GPU.</source>
        <translation>%1 è un container GPU, ma la macchina del pool non ha GPU.</translation>
    </message>
    <message>
        <source>%1 is a CPU container; the pool&apos;s GPUs will go unused.</source>
        <translation>%1 è un container CPU; le GPU del pool resteranno inutilizzate.</translation>
    </message>
    <message>
        <source>A pythonPackageSpec needs packageUris, the Cloud Storage URIs of the training package.</source>
        <translation>Un pythonPackageSpec richiede packageUris, gli URI Cloud Storage del pacchetto di addestramento.</translation>
    </message>
    <message>
        <source>A package URI cannot be empty.</source>
        <translation>L&apos;URI di un pacchetto non può essere vuoto.</translation>
    </message>
    <message>
        <source>A pythonPackageSpec needs the pythonModule to run.</source>
        <translation>Un pythonPackageSpec richiede il pythonModule da eseguire.</translation>
    </message>
    <message>
        <source>An environment variable needs a name.</source>
        <translation>Una variabile d&apos;ambiente richiede un nome.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid environment variable name: letters, digits and &apos;_&apos;, not starting with a digit.</source>
        <translation>&quot;%1&quot; non è un nome valido per una variabile d&apos;ambiente: lettere, cifre e &apos;_&apos;, senza iniziare con una cifra.</translation>
    </message>
    <message>
        <source>The environment variable %1 is set twice.</source>
        <translation>La variabile d&apos;ambiente %1 è impostata due volte.</translation>
    </message>
    <message>
        <source>The timeout must be positive; it is %1.</source>
        <translation>Il timeout deve essere positivo; è %1.</translation>
    </message>
    <message>
        <source>maxWaitDuration cannot be negative; it is %1.</source>
        <translation>maxWaitDuration non può essere negativo; è %1.</translation>
    </message>
    <message>
        <source>A study needs at least one parameter to tune.</source>
        <translation>Uno studio richiede almeno un parametro da ottimizzare.</translation>
    </message>
    <message>
        <source>A study needs at least one metric to optimise.</source>
        <translation>Uno studio richiede almeno una metrica da ottimizzare.</translation>
    </message>
    <message>
        <source>A metric needs its metricId, the name the trainer reports it under.</source>
        <translation>Una metrica richiede il suo metricId, il nome con cui la riporta l&apos;applicazione di addestramento.</translation>
    </message>
    <message>
        <source>The metric %1 is listed twice.</source>
        <translation>La metrica %1 è elencata due volte.</translation>
    </message>
    <message>
        <source>A metric needs a goal: MAXIMIZE or MINIMIZE.</source>
        <translation>Una metrica richiede un obiettivo: MAXIMIZE o MINIMIZE.</translation>
    </message>
    <message>
        <source>A parameter needs its parameterId.</source>
        <translation>Un parametro richiede il suo parameterId.</translation>
    </message>
    <message>
        <source>The parameter %1 is defined twice; ids are unique across the whole study, conditional ones included.</source>
        <translation>Il parametro %1 è definito due volte; gli id sono univoci nell&apos;intero studio, inclusi quelli condizionali.</translation>
    </message>
    <message>
        <source>A parameter needs one value spec: doubleValueSpec, integerValueSpec, categoricalValueSpec or discreteValueSpec.</source>
        <translation>Un parametro richiede una specifica dei valori: doubleValueSpec, integerValueSpec, categoricalValueSpec o discreteValueSpec.</translation>
    </message>
    <message>
        <source>A parameter has exactly one value spec; this one has %1.</source>
        <translation>Un parametro ha esattamente una specifica dei valori; questo ne ha %1.</translation>
    </message>
    <message>
        <source>A range parameter needs both minValue and maxValue.</source>
        <translation>Un parametro di intervallo richiede sia minValue sia maxValue.</translation>
    </message>
    <message>
        <source>minValue (%1) must be below maxValue (%2).</source>
        <translation>minValue (%1) deve essere inferiore a maxValue (%2).</translation>
    </message>
    <message>
        <source>A log scale needs a positive minValue; it is %1.</source>
        <translation>Una scala logaritmica richiede un minValue positivo; è %1.</translation>
    </message>
    <message>
        <source>defaultValue %1 lies outside [%2, %3].</source>
        <translation>defaultValue %1 è fuori da [%2, %3].</translation>
    </message>
    <message>
        <source>A categorical or discrete parameter needs at least one value.</source>
        <translation>Un parametro categorico o discreto richiede almeno un valore.</translation>
    </message>
    <message>
        <source>The values of a parameter must be unique.</source>
        <translation>I valori di un parametro devono essere univoci.</translation>
    </message>
    <message>
        <source>defaultValue %1 is not one of the values.</source>
        <translation>defaultValue %1 non è uno dei valori.</translation>
    </message>
    <message>
        <source>A categorical parameter has no scale; scaleType is ignored.</source>
        <translation>Un parametro categorico non ha una scala; scaleType viene ignorato.</translation>
    </message>
    <message>
        <source>A conditional parameter needs the parent values that bring it in: parentCategoricalValues, parentIntValues or parentDiscreteValues.</source>
        <translation>Un parametro condizionale richiede i valori del genitore che lo attivano: parentCategoricalValues, parentIntValues o parentDiscreteValues.</translation>
    </message>
    <message>
        <source>A conditional parameter has exactly one parent condition; this one has %1.</source>
        <translation>Un parametro condizionale ha esattamente una condizione sul genitore; questo ne ha %1.</translation>
    </message>
    <message>
        <source>parentCategoricalValues needs a categorical parent; %1 is not one.</source>
        <translation>parentCategoricalValues richiede un genitore categorico; %1 non lo è.</translation>
    </message>
    <message>
        <source>A parent condition needs at least one value.</source>
        <translation>Una condizione sul genitore richiede almeno un valore.</translation>
    </message>
    <message>
        <source>%1 never takes the value %2.</source>
        <translation>%1 non assume mai il valore %2.</translation>
    </message>
    <message>
        <source>parentIntValues needs an integer parent; %1 is not one.</source>
        <translation>parentIntValues richiede un genitore intero; %1 non lo è.</translation>
    </message>
    <message>
        <source>parentDiscreteValues needs a discrete parent; %1 is not one.</source>
        <translation>parentDiscreteValues richiede un genitore discreto; %1 non lo è.</translation>
    </message>
    <message>
        <source>A conditional entry needs its parameterSpec.</source>
        <translation>Una voce condizionale richiede il suo parameterSpec.</translation>
    </message>
    <message>
        <source>Choose where the job runs.</source>
        <translation>Scegli dove viene eseguito il job.</translation>
    </message>
    <message>
        <source>This backend does not run jobs in %1; it runs them in %2.</source>
        <translation>Questo backend non esegue job in %1; li esegue in %2.</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::AppSettings</name>
    <message>
        <source>Replica slots: a whole number of at least 1, or 0 for the daemon&apos;s default.</source>
        <translation>Slot delle repliche: un numero intero pari almeno a 1, oppure 0 per il valore predefinito del daemon.</translation>
    </message>
    <message>
        <source>GPUs: a comma-separated list of GPU indices like 0,1 (&quot;%1&quot; is not).</source>
        <translation>GPU: un elenco di indici di GPU separati da virgole, ad esempio 0,1 (&quot;%1&quot; non lo è).</translation>
    </message>
    <message>
        <source>GPUs: GPU %1 is listed twice.</source>
        <translation>GPU: la GPU %1 è elencata due volte.</translation>
    </message>
    <message>
        <source>Interpreter: %1 is not an absolute path (like /usr/bin/python3).</source>
        <translation>Interprete: %1 non è un percorso assoluto (ad esempio /usr/bin/python3).</translation>
    </message>
    <message>
        <source>Interpreter: %1 is not an executable file (there is no such file).</source>
        <translation>Interprete: %1 non è un file eseguibile (il file non esiste).</translation>
    </message>
    <message>
        <source>Interpreter: %1 is not an executable file.</source>
        <translation>Interprete: %1 non è un file eseguibile.</translation>
    </message>
    <message>
        <source>Sample rate: from %1 to %2 samples per second.</source>
        <translation>Frequenza di campionamento: da %1 a %2 campioni al secondo.</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::AppearancePage</name>
    <message>
        <source>System</source>
        <translation>Sistema</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Chiaro</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Scuro</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Tema</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>&amp;Tema:</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Predefinita di sistema</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Lingua</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Lingua:</translation>
    </message>
    <message>
        <source>The new language takes effect after the console restarts.</source>
        <translation>La nuova lingua viene applicata dopo il riavvio della console.</translation>
    </message>
    <message>
        <source>Restart &amp;now</source>
        <translation>Riavvia &amp;ora</translation>
    </message>
    <message>
        <source>Store the settings and start the console again</source>
        <translation>Salva le impostazioni e riavvia la console</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::BackendFit</name>
    <message>
        <source>an absolute path on its own disk</source>
        <translation>un percorso assoluto sul proprio disco</translation>
    </message>
    <message>
        <source> or </source>
        <translation> o </translation>
    </message>
    <message numerus="yes">
        <source>The job has %n replica(s), but %1 runs at most %2 at once. Use fewer replicas, or raise its replica slots in Settings → Local daemon.</source>
        <translation>
            <numerusform>Il job ha %n replica, ma %1 ne esegue al massimo %2 alla volta. Usa meno repliche oppure aumenta gli slot delle repliche in Impostazioni → Daemon locale.</numerusform>
            <numerusform>Il job ha %n repliche, ma %1 ne esegue al massimo %2 alla volta. Usa meno repliche oppure aumenta gli slot delle repliche in Impostazioni → Daemon locale.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The job has %n replica(s), but %1 runs at most %2 at once (its replica slots, trainyardd --slots on that machine).</source>
        <translation>
            <numerusform>Il job ha %n replica, ma %1 ne esegue al massimo %2 alla volta (slot delle repliche: trainyardd --slots su quella macchina).</numerusform>
            <numerusform>Il job ha %n repliche, ma %1 ne esegue al massimo %2 alla volta (slot delle repliche: trainyardd --slots su quella macchina).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The job needs %n GPU(s), but %1 has %2. Use fewer, or give it GPUs in Settings → Local daemon.</source>
        <translation>
            <numerusform>Il job richiede %n GPU, ma %1 ne ha %2. Usane meno oppure assegnagli delle GPU in Impostazioni → Daemon locale.</numerusform>
            <numerusform>Il job richiede %n GPU, ma %1 ne ha %2. Usane meno oppure assegnagli delle GPU in Impostazioni → Daemon locale.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The job needs %n GPU(s), but %1 has %2 (trainyardd --gpus on that machine).</source>
        <translation>
            <numerusform>Il job richiede %n GPU, ma %1 ne ha %2 (trainyardd --gpus su quella macchina).</numerusform>
            <numerusform>Il job richiede %n GPU, ma %1 ne ha %2 (trainyardd --gpus su quella macchina).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 reads trainer packages from %2; it cannot read %3.</source>
        <translation>%1 legge i pacchetti di addestramento da %2; non può leggere %3.</translation>
    </message>
    <message>
        <source>%1 writes job output to %2; it cannot write to %3.</source>
        <translation>%1 scrive l&apos;output dei job in %2; non può scrivere in %3.</translation>
    </message>
    <message>
        <source>%1 does not run jobs in %2; it runs them in %3.</source>
        <translation>%1 non esegue job in %2, ma in %3.</translation>
    </message>
    <message numerus="yes">
        <source>The job needs %n GPU(s), but the Slurm partition of %1 has %2.</source>
        <translation>
            <numerusform>Il job richiede %n GPU, ma la partizione Slurm di %1 ne ha %2.</numerusform>
            <numerusform>Il job richiede %n GPU, ma la partizione Slurm di %1 ne ha %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>trainyard::ui::BackendListWidget</name>
    <message>
        <source>Backends</source>
        <translation>Backend</translation>
    </message>
    <message>
        <source>connecting…</source>
        <translation>connessione in corso…</translation>
    </message>
    <message numerus="yes">
        <source>connected · %n job(s)</source>
        <translation>
            <numerusform>connesso · %n job</numerusform>
            <numerusform>connesso · %n job</numerusform>
        </translation>
    </message>
    <message>
        <source>reconnecting since %1</source>
        <translation>riconnessione in corso dalle %1</translation>
    </message>
    <message>
        <source>offline since %1</source>
        <translation>offline dalle %1</translation>
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
        <translation>%1 — partizione Slurm %2</translation>
    </message>
    <message numerus="yes">
        <source>, %n node(s)</source>
        <comment>the wizard&apos;s region list, after the partition</comment>
        <translation>
            <numerusform>, %n nodo</numerusform>
            <numerusform>, %n nodi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n GPU(s)</source>
        <comment>the wizard&apos;s region list, after the nodes</comment>
        <translation>
            <numerusform>, %n GPU</numerusform>
            <numerusform>, %n GPU</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 takes no jobs now.</source>
        <translation>%1 al momento non accetta job.</translation>
    </message>
    <message>
        <source>%1 takes no jobs now: %2</source>
        <translation>%1 al momento non accetta job: %2</translation>
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
        <translation>File del token: impossibile leggere %1: %2</translation>
    </message>
    <message>
        <source>Token file: %1 is empty</source>
        <translation>File del token: %1 è vuoto</translation>
    </message>
    <message>
        <source>Connected: project %1 answered in %2 ms</source>
        <translation>Connesso: il progetto %1 ha risposto in %2 ms</translation>
    </message>
    <message>
        <source>No answer from %1: %2</source>
        <translation>Nessuna risposta da %1: %2</translation>
    </message>
    <message>
        <source>Refused (HTTP %1 %2): %3</source>
        <translation>Rifiutato (HTTP %1 %2): %3</translation>
    </message>
    <message>
        <source>Failed (HTTP %1 %2): %3</source>
        <translation>Non riuscito (HTTP %1 %2): %3</translation>
    </message>
    <message>
        <source>No answer through SSH from %1 within %2 s: %3</source>
        <translation>Nessuna risposta tramite SSH da %1 entro %2 s: %3</translation>
    </message>
    <message>
        <source>Connected through SSH to %1: the tunnel opened in %2 ms, the daemon answered in %3 ms</source>
        <translation>Connesso tramite SSH a %1: il tunnel si è aperto in %2 ms, il daemon ha risposto in %3 ms</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::BackendsPage</name>
    <message>
        <source>Remote daemons and Google Cloud projects the console shows beside the local daemon.</source>
        <translation>I daemon remoti e i progetti Google Cloud che la console mostra accanto al daemon locale.</translation>
    </message>
    <message>
        <source>&amp;Remote backends:</source>
        <translation>Backend &amp;remoti:</translation>
    </message>
    <message>
        <source>Remote backends</source>
        <translation>Backend remoti</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Aggiungi…</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>&amp;Modifica…</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>Rimuo&amp;vi</translation>
    </message>
    <message>
        <source>&amp;Test</source>
        <translation>&amp;Test</translation>
    </message>
    <message>
        <source>Connect to the selected backend and list one job</source>
        <translation>Connettiti al backend selezionato ed elenca un job</translation>
    </message>
    <message>
        <source>Testing the backend</source>
        <translation>Test del backend in corso</translation>
    </message>
    <message>
        <source>&amp;Cancel test</source>
        <translation>A&amp;nnulla test</translation>
    </message>
    <message>
        <source>Test result</source>
        <translation>Risultato del test</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Token file: %1</source>
        <translation>File del token: %1</translation>
    </message>
    <message>
        <source>Token command: %1</source>
        <translation>Comando del token: %1</translation>
    </message>
    <message>
        <source>Testing %1…</source>
        <translation>Test di %1 in corso…</translation>
    </message>
    <message>
        <source>Test cancelled.</source>
        <translation>Test annullato.</translation>
    </message>
    <message>
        <source>The backend answered</source>
        <translation>Il backend ha risposto</translation>
    </message>
    <message>
        <source>The test failed</source>
        <translation>Il test non è riuscito</translation>
    </message>
    <message>
        <source>Google Cloud project %1 (AI Platform Training, retired)</source>
        <translation>Progetto Google Cloud %1 (AI Platform Training, dismesso)</translation>
    </message>
    <message>
        <source>Vertex AI, project %1 in %2</source>
        <translation>Vertex AI, progetto %1 in %2</translation>
    </message>
    <message>
        <source>Vertex AI at %1</source>
        <translation>Vertex AI su %1</translation>
    </message>
    <message>
        <source>Google has retired the AI Platform Training API: use a Vertex AI backend for new jobs.</source>
        <translation>Google ha dismesso l&apos;API AI Platform Training: usa un backend Vertex AI per i nuovi job.</translation>
    </message>
    <message>
        <source>Tr&amp;ust this certificate…</source>
        <translation>&amp;Considera attendibile questo certificato…</translation>
    </message>
    <message>
        <source>Show the daemon&apos;s certificate and, if it is the one the daemon printed at start, pin it for this backend</source>
        <translation>Mostra il certificato del daemon e, se è quello stampato dal daemon all&apos;avvio, fissalo per questo backend</translation>
    </message>
    <message>
        <source>trainyardd on %1 through SSH</source>
        <translation>trainyardd su %1 tramite SSH</translation>
    </message>
    <message>
        <source>trainyardd on %1 through SSH via %2</source>
        <translation>trainyardd su %1 tramite SSH via %2</translation>
    </message>
    <message>
        <source>Daemon socket: %1</source>
        <translation>Socket del daemon: %1</translation>
    </message>
    <message>
        <source>the daemon&apos;s default there</source>
        <translation>quello predefinito del daemon sull&apos;host</translation>
    </message>
    <message>
        <source>Starts trainyardd there when none answers</source>
        <translation>Avvia trainyardd sull&apos;host quando nessuno risponde</translation>
    </message>
    <message>
        <source>Never starts trainyardd there</source>
        <translation>Non avvia mai trainyardd sull&apos;host</translation>
    </message>
    <message>
        <source>The daemon&apos;s certificate has changed</source>
        <translation>Il certificato del daemon è cambiato</translation>
    </message>
    <message>
        <source>Pinned key: %1</source>
        <translation>Chiave fissata: %1</translation>
    </message>
    <message>
        <source>Reading the certificate of %1…</source>
        <translation>Lettura del certificato di %1 in corso…</translation>
    </message>
    <message>
        <source>The daemon now presents key %1 (certificate SHA-256 %2)</source>
        <translation>Il daemon ora presenta la chiave %1 (SHA-256 del certificato %2)</translation>
    </message>
    <message>
        <source>The certificate could not be read: %1</source>
        <translation>Impossibile leggere il certificato: %1</translation>
    </message>
    <message>
        <source>Trust this certificate?</source>
        <translation>Considerare attendibile questo certificato?</translation>
    </message>
    <message>
        <source>%1:%2 presents a certificate this console does not trust. Compare its fingerprints with the ones trainyardd printed when it started; pin it only if they are the same.</source>
        <translation>%1:%2 presenta un certificato che questa console non considera attendibile. Confronta le sue impronte digitali con quelle stampate da trainyardd all&apos;avvio; fissalo solo se coincidono.</translation>
    </message>
    <message>
        <source>Subject: %1
Issuer: %2%3
Valid from %4 to %5
Certificate SHA-256:
%6
Public key pin:
%7</source>
        <translation>Soggetto: %1
Emittente: %2%3
Valido dal %4 al %5
SHA-256 del certificato:
%6
Pin della chiave pubblica:
%7</translation>
    </message>
    <message>
        <source> (self-signed)</source>
        <translation> (autofirmato)</translation>
    </message>
    <message>
        <source>Pinned %1 for %2. Test again to connect with it.</source>
        <translation>%1 fissato per %2. Esegui di nuovo il test per connetterti con esso.</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::BasicsPage</name>
    <message>
        <source>Basics</source>
        <translation>Informazioni di base</translation>
    </message>
    <message>
        <source>Where the job runs, what it is called, and where its data lives.</source>
        <translation>Dove viene eseguito il job, come si chiama e dove si trovano i suoi dati.</translation>
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
        <translation>lettere, cifre e trattini bassi; inizia con una lettera</translation>
    </message>
    <message>
        <source>Job id</source>
        <translation>ID job</translation>
    </message>
    <message>
        <source>S&amp;uggest</source>
        <translation>S&amp;uggerisci</translation>
    </message>
    <message>
        <source>&amp;Job id:</source>
        <translation>ID &amp;job:</translation>
    </message>
    <message>
        <source>team=vision, purpose=baseline</source>
        <translation>team=vision, purpose=baseline</translation>
    </message>
    <message>
        <source>Labels</source>
        <translation>Etichette</translation>
    </message>
    <message>
        <source>&amp;Labels:</source>
        <translation>&amp;Etichette:</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>Regione</translation>
    </message>
    <message>
        <source>&amp;Region:</source>
        <translation>&amp;Regione:</translation>
    </message>
    <message>
        <source>%1 already has a job named %2; choose another id.</source>
        <translation>%1 ha già un job denominato %2; scegli un altro ID.</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::CertificateProbe</name>
    <message>
        <source>%1:%2 did not complete a TLS handshake in time</source>
        <translation>%1:%2 non ha completato l&apos;handshake TLS in tempo</translation>
    </message>
    <message>
        <source>%1 is not an https:// URL</source>
        <translation>%1 non è un URL https://</translation>
    </message>
    <message>
        <source>%1:%2 presented no certificate</source>
        <translation>%1:%2 non ha presentato alcun certificato</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::CodePage</name>
    <message>
        <source>(default)</source>
        <translation>(predefinita)</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Codice</translation>
    </message>
    <message>
        <source>A Python trainer package, or a custom container image.</source>
        <translation>Un pacchetto di addestramento Python o un&apos;immagine container personalizzata.</translation>
    </message>
    <message>
        <source>&amp;Python package</source>
        <translation>Pacchetto &amp;Python</translation>
    </message>
    <message>
        <source>one per line: a folder, an sdist (.tar.gz) or a wheel; gs:// for Google</source>
        <translation>uno per riga: una cartella, un sdist (.tar.gz) o un wheel; gs:// per Google</translation>
    </message>
    <message>
        <source>Package URIs</source>
        <translation>URI dei pacchetti</translation>
    </message>
    <message>
        <source>F&amp;older…</source>
        <translation>Cart&amp;ella…</translation>
    </message>
    <message>
        <source>&amp;Sdist or wheel…</source>
        <translation>S&amp;dist o wheel…</translation>
    </message>
    <message>
        <source>Pac&amp;kages:</source>
        <translation>Pacc&amp;hetti:</translation>
    </message>
    <message>
        <source>Python module</source>
        <translation>Modulo Python</translation>
    </message>
    <message>
        <source>trainer.task</source>
        <translation>trainer.task</translation>
    </message>
    <message>
        <source>&amp;Module:</source>
        <translation>Mod&amp;ulo:</translation>
    </message>
    <message>
        <source>&amp;Runtime version:</source>
        <translation>&amp;Versione di runtime:</translation>
    </message>
    <message>
        <source>P&amp;ython version:</source>
        <translation>Versione P&amp;ython:</translation>
    </message>
    <message>
        <source>/usr/bin/python3 (the daemon&apos;s default)</source>
        <translation>/usr/bin/python3 (predefinito del daemon)</translation>
    </message>
    <message>
        <source>Local daemon only: the interpreter that runs the trainer on this workstation.</source>
        <translation>Solo daemon locale: l&apos;interprete che esegue l&apos;applicazione di addestramento su questa workstation.</translation>
    </message>
    <message>
        <source>&amp;Interpreter (local):</source>
        <translation>Interprete (&amp;locale):</translation>
    </message>
    <message>
        <source>one argument per line, e.g.
--epochs
20</source>
        <translation>un argomento per riga, ad es.
--epochs
20</translation>
    </message>
    <message>
        <source>Arguments</source>
        <translation>Argomenti</translation>
    </message>
    <message>
        <source>&amp;Arguments:</source>
        <translation>Arg&amp;omenti:</translation>
    </message>
    <message>
        <source>Master &amp;image:</source>
        <translation>Immagine mas&amp;ter:</translation>
    </message>
    <message>
        <source>&amp;Worker image:</source>
        <translation>Immagine &amp;worker:</translation>
    </message>
    <message>
        <source>Parameter &amp;server image:</source>
        <translation>Immagine server dei pa&amp;rametri:</translation>
    </message>
    <message>
        <source>the entry point, one word per line (empty: the image&apos;s own)</source>
        <translation>il punto di ingresso, una parola per riga (vuoto: quello dell&apos;immagine)</translation>
    </message>
    <message>
        <source>Co&amp;mmand:</source>
        <translation>Coman&amp;do:</translation>
    </message>
    <message>
        <source>A&amp;rguments:</source>
        <translation>Ar&amp;gomenti:</translation>
    </message>
    <message>
        <source>Trainer package folder</source>
        <translation>Cartella del pacchetto di addestramento</translation>
    </message>
    <message>
        <source>Trainer package</source>
        <translation>Pacchetto di addestramento</translation>
    </message>
    <message>
        <source>Packages (*.tar.gz *.whl *.zip)</source>
        <translation>Pacchetti (*.tar.gz *.whl *.zip)</translation>
    </message>
    <message>
        <source>Modules found in %1</source>
        <translation>Moduli trovati in %1</translation>
    </message>
    <message>
        <source>Custom contain&amp;er</source>
        <translation>&amp;Container personalizzato</translation>
    </message>
    <message>
        <source>%1 does not exist on this workstation.</source>
        <translation>%1 non esiste su questa workstation.</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::CommandPalette</name>
    <message>
        <source>%1, shortcut %2</source>
        <translation>%1, scorciatoia %2</translation>
    </message>
    <message>
        <source>%1 (unavailable now)</source>
        <translation>%1 (non disponibile ora)</translation>
    </message>
    <message>
        <source>Not available now</source>
        <translation>Non disponibile ora</translation>
    </message>
    <message>
        <source>Command palette</source>
        <translation>Tavolozza dei comandi</translation>
    </message>
    <message>
        <source>Type a command or a job…</source>
        <translation>Digita un comando o un job…</translation>
    </message>
    <message>
        <source>Search commands and jobs</source>
        <translation>Cerca comandi e job</translation>
    </message>
    <message>
        <source>Up and Down choose, Enter runs the command or shows the job, Escape closes</source>
        <translation>Su e Giù per scegliere, Enter esegue il comando o mostra il job, Esc chiude</translation>
    </message>
    <message>
        <source>Commands and jobs</source>
        <translation>Comandi e job</translation>
    </message>
    <message>
        <source>The commands and jobs that match, best first</source>
        <translation>I comandi e i job corrispondenti, a partire dal migliore</translation>
    </message>
    <message>
        <source>No command or job matches</source>
        <translation>Nessun comando o job corrispondente</translation>
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
        <translation>(nessuno)</translation>
    </message>
    <message>
        <source>%1 — %2 vCPUs, %3 GB</source>
        <translation>%1 — %2 vCPU, %3 GB</translation>
    </message>
    <message numerus="yes">
        <source>%n replica(s) · %1 vCPUs · %2 GB</source>
        <translation>
            <numerusform>%n replica · %1 vCPU · %2 GB</numerusform>
            <numerusform>%n repliche · %1 vCPU · %2 GB</numerusform>
        </translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>Calcolo</translation>
    </message>
    <message>
        <source>A predefined scale tier, or your own cluster (CUSTOM).</source>
        <translation>Un livello di scalabilità predefinito o un cluster personalizzato (CUSTOM).</translation>
    </message>
    <message>
        <source>(default: BASIC)</source>
        <translation>(predefinito: BASIC)</translation>
    </message>
    <message>
        <source>Scale tier</source>
        <translation>Livello di scalabilità</translation>
    </message>
    <message>
        <source>&amp;Scale tier:</source>
        <translation>&amp;Livello di scalabilità:</translation>
    </message>
    <message>
        <source>Custom cluster</source>
        <translation>Cluster personalizzato</translation>
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
        <translation>Server dei parametri</translation>
    </message>
    <message>
        <source>Evaluators</source>
        <translation>Valutatori</translation>
    </message>
    <message>
        <source>Cluster totals</source>
        <translation>Totali del cluster</translation>
    </message>
    <message>
        <source>%1 machine type</source>
        <translation>Tipo di macchina %1</translation>
    </message>
    <message>
        <source>Machine type:</source>
        <translation>Tipo di macchina:</translation>
    </message>
    <message>
        <source>%1 count</source>
        <translation>Numero di %1</translation>
    </message>
    <message>
        <source>Count:</source>
        <translation>Numero:</translation>
    </message>
    <message>
        <source>%1 accelerator</source>
        <translation>Acceleratore %1</translation>
    </message>
    <message>
        <source>Accelerator:</source>
        <translation>Acceleratore:</translation>
    </message>
    <message>
        <source>Accelerators per replica:</source>
        <translation>Acceleratori per replica:</translation>
    </message>
    <message>
        <source>(default)</source>
        <translation>(predefinito)</translation>
    </message>
    <message>
        <source>Boot disk:</source>
        <translation>Disco di avvio:</translation>
    </message>
    <message>
        <source> GB</source>
        <translation> GB</translation>
    </message>
    <message>
        <source>Boot disk size:</source>
        <translation>Dimensione del disco di avvio:</translation>
    </message>
    <message numerus="yes">
        <source> · %n accelerator(s) (%1)</source>
        <translation>
            <numerusform> · %n acceleratore (%1)</numerusform>
            <numerusform> · %n acceleratori (%1)</numerusform>
        </translation>
    </message>
    <message>
        <source>Open Settings → Local daemon…</source>
        <translation>Apri Impostazioni → Daemon locale…</translation>
    </message>
    <message>
        <source>Open the local daemon&apos;s settings</source>
        <translation>Apri le impostazioni del daemon locale</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::CurveChart</name>
    <message>
        <source>Metric by step</source>
        <translation>Metrica per passo</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Passo</translation>
    </message>
    <message>
        <source>Trial %1</source>
        <translation>Prova %1</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::DaemonPage</name>
    <message>
        <source>How the console starts the local daemon (trainyardd). Empty fields keep the daemon&apos;s defaults.</source>
        <translation>Come la console avvia il daemon locale (trainyardd). I campi vuoti mantengono i valori predefiniti del daemon.</translation>
    </message>
    <message>
        <source>Replica &amp;slots:</source>
        <translation>Slo&amp;t delle repliche:</translation>
    </message>
    <message>
        <source>none; e.g. 0,1</source>
        <translation>nessuna; ad es. 0,1</translation>
    </message>
    <message>
        <source>GPU indices jobs may use, comma-separated (--gpus)</source>
        <translation>Indici delle GPU che i job possono utilizzare, separati da virgole (--gpus)</translation>
    </message>
    <message>
        <source>&amp;GPUs:</source>
        <translation>&amp;GPU:</translation>
    </message>
    <message>
        <source>/usr/bin/python3 (the daemon&apos;s default)</source>
        <translation>/usr/bin/python3 (predefinito del daemon)</translation>
    </message>
    <message>
        <source>Python for trainer packages (--python)</source>
        <translation>Python per i pacchetti di addestramento (--python)</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Sfoglia…</translation>
    </message>
    <message>
        <source>Browse for the interpreter</source>
        <translation>Cerca l&apos;interprete</translation>
    </message>
    <message>
        <source>&amp;Interpreter:</source>
        <translation>&amp;Interprete:</translation>
    </message>
    <message>
        <source> Hz</source>
        <translation> Hz</translation>
    </message>
    <message>
        <source>Resource samples per second of each running replica, 0.1 to 10 (--sample-rate)</source>
        <translation>Campioni di risorse al secondo per ogni replica in esecuzione, da 0,1 a 10 (--sample-rate)</translation>
    </message>
    <message>
        <source>Resource sample &amp;rate:</source>
        <translation>&amp;Frequenza di campionamento delle risorse:</translation>
    </message>
    <message>
        <source>Choose the Python interpreter</source>
        <translation>Scegli l&apos;interprete Python</translation>
    </message>
    <message>
        <source>Default: %1 (twice the CPUs, at least 4)</source>
        <translation>Predefinito: %1 (il doppio delle CPU, almeno 4)</translation>
    </message>
    <message>
        <source>Replica processes run at once (--slots). A job&apos;s replicas all run together, so a job with more replicas than this is refused.</source>
        <translation>Processi di replica eseguiti contemporaneamente (--slots). Le repliche di un job vengono eseguite tutte insieme, quindi un job con più repliche viene rifiutato.</translation>
    </message>
    <message>
        <source>More slots than CPUs is allowed: replicas then share the cores and each runs slower. GPUs are never shared: each one goes to one replica at a time.</source>
        <translation>Sono ammessi più slot che CPU: le repliche si dividono allora i core e ciascuna è più lenta. Le GPU non vengono mai condivise: ognuna è assegnata a una sola replica alla volta.</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::DraftStore</name>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>Impossibile creare la cartella %1.</translation>
    </message>
    <message>
        <source>The file is larger than %1 MiB.</source>
        <translation>Il file supera %1 MiB.</translation>
    </message>
    <message>
        <source>This is not a Trainyard job template.</source>
        <translation>Questo non è un modello di job Trainyard.</translation>
    </message>
    <message>
        <source>This is not a Trainyard job draft.</source>
        <translation>Questa non è una bozza di job Trainyard.</translation>
    </message>
    <message>
        <source>It was written by a newer Trainyard (format %1).</source>
        <translation>È stato scritto da una versione più recente di Trainyard (formato %1).</translation>
    </message>
    <message>
        <source>The template has no name.</source>
        <translation>Il modello non ha un nome.</translation>
    </message>
    <message>
        <source>The file holds no job.</source>
        <translation>Il file non contiene alcun job.</translation>
    </message>
    <message>
        <source>Cannot delete the draft: %1</source>
        <translation>Impossibile eliminare la bozza: %1</translation>
    </message>
    <message>
        <source>Cannot save the draft: %1</source>
        <translation>Impossibile salvare la bozza: %1</translation>
    </message>
    <message>
        <source>Cannot read the draft: %1</source>
        <translation>Impossibile leggere la bozza: %1</translation>
    </message>
    <message>
        <source>Cannot save the template: %1</source>
        <translation>Impossibile salvare il modello: %1</translation>
    </message>
    <message>
        <source>Cannot read the template: %1</source>
        <translation>Impossibile leggere il modello: %1</translation>
    </message>
    <message>
        <source>Cannot delete the template: %1</source>
        <translation>Impossibile eliminare il modello: %1</translation>
    </message>
    <message>
        <source>The file holds no Vertex AI job.</source>
        <translation>Il file non contiene alcun job Vertex AI.</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::EmptyJobsView</name>
    <message>
        <source>No jobs yet</source>
        <translation>Ancora nessun job</translation>
    </message>
    <message>
        <source>Compose a training job in the wizard, or open a gcloud config.yaml or JSON job you already have.</source>
        <translation>Componi un job di addestramento nella procedura guidata oppure apri un config.yaml di gcloud o un job JSON che hai già.</translation>
    </message>
    <message>
        <source>&amp;New job…</source>
        <translation>&amp;Nuovo job…</translation>
    </message>
    <message>
        <source>Compose a job in the wizard (Ctrl+N)</source>
        <translation>Componi un job nella procedura guidata (Ctrl+N)</translation>
    </message>
    <message>
        <source>Open a gcloud config.yaml or a JSON job in the wizard (Ctrl+O)</source>
        <translation>Apri un config.yaml di gcloud o un job JSON nella procedura guidata (Ctrl+O)</translation>
    </message>
    <message>
        <source>Or start from an example that comes with Trainyard; it opens in the wizard, where you can look at it before you submit it:</source>
        <translation>Oppure parti da un esempio incluso in Trainyard: si apre nella procedura guidata, dove puoi esaminarlo prima di inviarlo:</translation>
    </message>
    <message>
        <source>No jobs on %1 yet</source>
        <translation>Ancora nessun job su %1</translation>
    </message>
    <message>
        <source>Im&amp;port a job file…</source>
        <translation>&amp;Importa un file di job…</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::ExampleJobs</name>
    <message>
        <source>&amp;Digits classifier</source>
        <translation>Classificatore di ci&amp;fre</translation>
    </message>
    <message>
        <source>scikit-learn on 8×8 handwritten digits: one replica, 20 epochs, a checkpoint after each (needs python3-sklearn)</source>
        <translation>scikit-learn su cifre scritte a mano 8×8: una replica, 20 epoche, un checkpoint dopo ognuna (richiede python3-sklearn)</translation>
    </message>
    <message>
        <source>A &amp;master and two workers</source>
        <translation>Un &amp;master e due worker</translation>
    </message>
    <message>
        <source>three replicas that find each other through TF_CONFIG and add up a sum together</source>
        <translation>tre repliche che si trovano tramite TF_CONFIG e calcolano insieme una somma</translation>
    </message>
    <message>
        <source>Digits &amp;hyperparameter study</source>
        <translation>Studio degli ip&amp;erparametri sulle cifre</translation>
    </message>
    <message>
        <source>eight trials of the digits classifier, two at a time, tuned for accuracy</source>
        <translation>otto prove del classificatore di cifre, due alla volta, ottimizzate per l&apos;accuratezza</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::FieldBinder</name>
    <message>
        <source>default</source>
        <translation>predefinito</translation>
    </message>
    <message>
        <source>Parameter %1 “%2”</source>
        <translation>Parametro %1 “%2”</translation>
    </message>
    <message>
        <source>Parameter %1</source>
        <translation>Parametro %1</translation>
    </message>
    <message>
        <source>%1, value %2</source>
        <translation>%1, valore %2</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::GcloudImportDialog</name>
    <message>
        <source>Import a gcloud command</source>
        <translation>Importa un comando gcloud</translation>
    </message>
    <message>
        <source>&amp;Command line (gcloud ai-platform jobs submit training …):</source>
        <translation>&amp;Riga di comando (gcloud ai-platform jobs submit training …):</translation>
    </message>
    <message>
        <source>gcloud command line</source>
        <translation>Riga di comando gcloud</translation>
    </message>
    <message>
        <source>C&amp;onfig file, when the command has --config (its content):</source>
        <translation>&amp;File di configurazione, se il comando ha --config (il suo contenuto):</translation>
    </message>
    <message>
        <source>config.yaml</source>
        <translation>config.yaml</translation>
    </message>
    <message>
        <source>Open in the &amp;wizard</source>
        <translation>Apri nella procedura &amp;guidata</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::HyperparametersPage</name>
    <message>
        <source>Hyperparameters</source>
        <translation>Iperparametri</translation>
    </message>
    <message>
        <source>Optional: run trials with different values and keep the best.</source>
        <translation>Facoltativo: esegui prove con valori diversi e mantieni il migliore.</translation>
    </message>
    <message>
        <source>&amp;Goal:</source>
        <translation>O&amp;biettivo:</translation>
    </message>
    <message>
        <source>Maximize</source>
        <translation>Massimizza</translation>
    </message>
    <message>
        <source>Minimize</source>
        <translation>Minimizza</translation>
    </message>
    <message>
        <source>the metric your trainer reports, e.g. accuracy</source>
        <translation>la metrica riportata dalla tua applicazione di addestramento, ad es. accuracy</translation>
    </message>
    <message>
        <source>&amp;Metric tag:</source>
        <translation>&amp;Tag della metrica:</translation>
    </message>
    <message>
        <source>&amp;Algorithm:</source>
        <translation>Al&amp;goritmo:</translation>
    </message>
    <message>
        <source>Bayesian optimization (default)</source>
        <translation>Ottimizzazione bayesiana (predefinito)</translation>
    </message>
    <message>
        <source>Grid search</source>
        <translation>Ricerca a griglia</translation>
    </message>
    <message>
        <source>Random search</source>
        <translation>Ricerca casuale</translation>
    </message>
    <message>
        <source>Max &amp;parallel trials:</source>
        <translation>Numero massimo di prove para&amp;llele:</translation>
    </message>
    <message>
        <source>Max &amp;failed trials:</source>
        <translation>Numero massimo di prove non ri&amp;uscite:</translation>
    </message>
    <message>
        <source>Stop unpromising trials &amp;early</source>
        <translation>Interrompi in anti&amp;cipo le prove poco promettenti</translation>
    </message>
    <message>
        <source>(start fresh)</source>
        <translation>(inizia da zero)</translation>
    </message>
    <message>
        <source>&amp;Resume from job:</source>
        <translation>&amp;Riprendi dal job:</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Min</source>
        <translation>Min</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>Max</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>Scala</translation>
    </message>
    <message>
        <source>Values (comma-separated)</source>
        <translation>Valori (separati da virgole)</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parametri</translation>
    </message>
    <message>
        <source>A&amp;dd parameter</source>
        <translation>Aggiungi &amp;parametro</translation>
    </message>
    <message>
        <source>Remo&amp;ve parameter</source>
        <translation>Rimuo&amp;vi parametro</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(nessuno)</translation>
    </message>
    <message>
        <source>Grid: unbounded (a DOUBLE parameter)</source>
        <translation>Griglia: illimitata (un parametro DOUBLE)</translation>
    </message>
    <message>
        <source>Max tria&amp;ls:</source>
        <translation>Num&amp;ero massimo di prove:</translation>
    </message>
    <message>
        <source>Type of parameter %1</source>
        <translation>Tipo del parametro %1</translation>
    </message>
    <message>
        <source>Scale of parameter %1</source>
        <translation>Scala del parametro %1</translation>
    </message>
    <message>
        <source>Combinations in the grid: %1</source>
        <translation>Combinazioni nella griglia: %1</translation>
    </message>
    <message>
        <source>T&amp;une hyperparameters</source>
        <translation>&amp;Ottimizza gli iperparametri</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::ImportanceChart</name>
    <message>
        <source>Parameter importance</source>
        <translation>Importanza dei parametri</translation>
    </message>
    <message>
        <source>%1%</source>
        <comment>a parameter&apos;s share of the objective&apos;s spread: 62.4%</comment>
        <translation>%1%</translation>
    </message>
    <message numerus="yes">
        <source>Parameter importance needs at least %n finished trial(s) (%1 so far)</source>
        <translation>
            <numerusform>L’importanza dei parametri richiede almeno %n prova conclusa (finora %1)</numerusform>
            <numerusform>L’importanza dei parametri richiede almeno %n prove concluse (finora %1)</numerusform>
        </translation>
    </message>
    <message>
        <source>The study has no hyperparameters to rank.</source>
        <translation>Lo studio non ha iperparametri da ordinare.</translation>
    </message>
    <message numerus="yes">
        <source>Based on %n finished trial(s)</source>
        <translation>
            <numerusform>In base a %n prova conclusa</numerusform>
            <numerusform>In base a %n prove concluse</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Based on %n finished trial(s) · %1</source>
        <translation>
            <numerusform>In base a %n prova conclusa · %1</numerusform>
            <numerusform>In base a %n prove concluse · %1</numerusform>
        </translation>
    </message>
    <message>
        <source>no parameter explains any spread yet: the trials&apos; values are all the same</source>
        <translation>ancora nessun parametro spiega una variazione: i valori delle prove sono tutti uguali</translation>
    </message>
    <message>
        <source>Reading parameter importance…</source>
        <translation>Lettura dell’importanza dei parametri…</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a bar of the importance chart: name, share</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1: %2 of the objective&apos;s spread that the hyperparameters explain (rank %3 of %4)</source>
        <translation>%1: %2 della variazione dell’obiettivo spiegata dagli iperparametri (posizione %3 di %4)</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::JobDetailView</name>
    <message>
        <source>Copy</source>
        <translation>Copia</translation>
    </message>
    <message>
        <source>Job state</source>
        <translation>Stato del job</translation>
    </message>
    <message>
        <source>Error message</source>
        <translation>Messaggio di errore</translation>
    </message>
    <message>
        <source>State changes</source>
        <translation>Cambiamenti di stato</translation>
    </message>
    <message>
        <source>&amp;Timeline</source>
        <translation>&amp;Cronologia</translation>
    </message>
    <message>
        <source>&amp;Logs</source>
        <translation>&amp;Log</translation>
    </message>
    <message>
        <source>YAML (gcloud config)</source>
        <translation>YAML (configurazione gcloud)</translation>
    </message>
    <message>
        <source>JSON (API)</source>
        <translation>JSON (API)</translation>
    </message>
    <message>
        <source>&amp;Spec</source>
        <translation>&amp;Specifica</translation>
    </message>
    <message>
        <source>T&amp;rials</source>
        <translation>&amp;Prove</translation>
    </message>
    <message>
        <source>The tuning job&apos;s trials, their curves and hyperparameters (Alt+4)</source>
        <translation>Le prove del job di ottimizzazione, le relative curve e gli iperparametri (Alt+4)</translation>
    </message>
    <message>
        <source>Reso&amp;urces</source>
        <translation>&amp;Risorse</translation>
    </message>
    <message>
        <source>What each replica used over time: GPU, GPU memory, CPU and memory (Alt+5)</source>
        <translation>Cosa ha utilizzato ogni replica nel tempo: GPU, memoria GPU, CPU e memoria (Alt+5)</translation>
    </message>
    <message>
        <source>No job selected</source>
        <translation>Nessun job selezionato</translation>
    </message>
    <message>
        <source>Created %1</source>
        <translation>Creato il %1</translation>
    </message>
    <message>
        <source>started %1</source>
        <translation>avviato il %1</translation>
    </message>
    <message>
        <source>ended %1</source>
        <translation>terminato il %1</translation>
    </message>
    <message>
        <source>ran %1</source>
        <translation>durata %1</translation>
    </message>
    <message>
        <source>Job details</source>
        <translation>Dettagli del job</translation>
    </message>
    <message>
        <source>Spec format</source>
        <translation>Formato della specifica</translation>
    </message>
    <message>
        <source>Spec as YAML (gcloud config)</source>
        <translation>Specifica in YAML (configurazione gcloud)</translation>
    </message>
    <message>
        <source>Spec as JSON (API)</source>
        <translation>Specifica in JSON (API)</translation>
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
        <translation>&amp;Metriche</translation>
    </message>
    <message>
        <source>The curves the job&apos;s trainers wrote as TensorBoard event files, live (Alt+6)</source>
        <translation>Le curve che i trainer del job hanno scritto come file di eventi TensorBoard, in tempo reale (Alt+6)</translation>
    </message>
    <message>
        <source>&amp;Outputs</source>
        <translation>&amp;Output</translation>
    </message>
    <message>
        <source>The files the job wrote: checkpoints, the saved model, event files (Alt+7)</source>
        <translation>I file scritti dal job: checkpoint, il modello salvato, file di eventi (Alt+7)</translation>
    </message>
    <message>
        <source>Job times</source>
        <translation>Orari del job</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::JobDirReuseBox</name>
    <message>
        <source>Re&amp;use the job directory (resume from its checkpoints)</source>
        <translation>Ri&amp;usa la directory del job (riprendi dai suoi checkpoint)</translation>
    </message>
    <message>
        <source>Write into %1, where the earlier job left its outputs: a trainer that keeps checkpoints goes on from the last one instead of training anew.</source>
        <translation>Scrivi in %1, dove il job precedente ha lasciato i suoi output: un&apos;applicazione di addestramento che salva i checkpoint riprende dall&apos;ultimo invece di ricominciare da capo.</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::JobWizard</name>
    <message>
        <source>New training job</source>
        <translation>Nuovo job di addestramento</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>E&amp;sporta…</translation>
    </message>
    <message>
        <source>Save as &amp;template…</source>
        <translation>Salva come &amp;modello…</translation>
    </message>
    <message>
        <source>&lt; &amp;Back</source>
        <translation>&lt; &amp;Indietro</translation>
    </message>
    <message>
        <source>&amp;Next &gt;</source>
        <translation>&amp;Avanti &gt;</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>A&amp;nnulla</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::LogLineDelegate</name>
    <message>
        <source>trial %1</source>
        <translation>prova %1</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::LogView</name>
    <message>
        <source>Show all trials</source>
        <translation>Mostra tutte le prove</translation>
    </message>
    <message>
        <source>Show the lines of every trial again</source>
        <translation>Mostra di nuovo le righe di ogni prova</translation>
    </message>
    <message>
        <source>Minimum severity</source>
        <translation>Gravità minima</translation>
    </message>
    <message>
        <source>All severities</source>
        <translation>Tutte le gravità</translation>
    </message>
    <message>
        <source>Info and above</source>
        <translation>Info e superiori</translation>
    </message>
    <message>
        <source>Warnings and errors</source>
        <translation>Avvisi ed errori</translation>
    </message>
    <message>
        <source>Errors only</source>
        <translation>Solo errori</translation>
    </message>
    <message>
        <source>First error</source>
        <translation>Primo errore</translation>
    </message>
    <message>
        <source>Jump to the first error (Ctrl+E)</source>
        <translation>Vai al primo errore (Ctrl+E)</translation>
    </message>
    <message>
        <source>Follow</source>
        <translation>Segui</translation>
    </message>
    <message>
        <source>Keep the newest line in view (End)</source>
        <translation>Mantieni visibile la riga più recente (End)</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Salva…</translation>
    </message>
    <message>
        <source>Save the lines shown to a file (Ctrl+S)</source>
        <translation>Salva in un file le righe mostrate (Ctrl+S)</translation>
    </message>
    <message>
        <source>Search the whole log (Ctrl+F) — Enter: next, Shift+Enter: previous</source>
        <translation>Cerca in tutto il log (Ctrl+F) — Enter: successivo, Shift+Enter: precedente</translation>
    </message>
    <message>
        <source>Search the log</source>
        <translation>Cerca nel log</translation>
    </message>
    <message>
        <source>Regex</source>
        <translation>Regex</translation>
    </message>
    <message>
        <source>Match case</source>
        <translation>Maiuscole/minuscole</translation>
    </message>
    <message>
        <source>Previous match (Shift+Enter, Shift+F3)</source>
        <translation>Corrispondenza precedente (Shift+Enter, Shift+F3)</translation>
    </message>
    <message>
        <source>Next match (Enter, F3)</source>
        <translation>Corrispondenza successiva (Enter, F3)</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Interrompi</translation>
    </message>
    <message>
        <source>Stop the search (Esc)</source>
        <translation>Interrompi la ricerca (Esc)</translation>
    </message>
    <message>
        <source>Log lines</source>
        <translation>Righe del log</translation>
    </message>
    <message>
        <source>Could not read the log: %1</source>
        <translation>Impossibile leggere il log: %1</translation>
    </message>
    <message>
        <source>Go to line</source>
        <translation>Vai alla riga</translation>
    </message>
    <message>
        <source>Line number:</source>
        <translation>Numero di riga:</translation>
    </message>
    <message>
        <source>Trial %1 only</source>
        <translation>Solo prova %1</translation>
    </message>
    <message>
        <source>Show or hide the lines of %1</source>
        <translation>Mostra o nascondi le righe di %1</translation>
    </message>
    <message>
        <source>Replica %1</source>
        <translation>Replica %1</translation>
    </message>
    <message>
        <source>No job selected.</source>
        <translation>Nessun job selezionato.</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s)</source>
        <translation>
            <numerusform>%n riga</numerusform>
            <numerusform>%n righe</numerusform>
        </translation>
    </message>
    <message>
        <source> · %1 shown</source>
        <translation> · %1 mostrate</translation>
    </message>
    <message>
        <source> · indexing %1%</source>
        <translation> · indicizzazione %1%</translation>
    </message>
    <message>
        <source> · complete</source>
        <translation> · completo</translation>
    </message>
    <message>
        <source> · live</source>
        <translation> · in tempo reale</translation>
    </message>
    <message>
        <source>Search failed</source>
        <translation>Ricerca non riuscita</translation>
    </message>
    <message>
        <source>No match</source>
        <translation>Nessuna corrispondenza</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 di %2</translation>
    </message>
    <message>
        <source>No match shown by the filters</source>
        <translation>Nessuna corrispondenza mostrata dai filtri</translation>
    </message>
    <message>
        <source>No error in the lines shown.</source>
        <translation>Nessun errore nelle righe mostrate.</translation>
    </message>
    <message>
        <source>Save log</source>
        <translation>Salva il log</translation>
    </message>
    <message>
        <source>Log files (*.log *.txt)</source>
        <translation>File di log (*.log *.txt)</translation>
    </message>
    <message>
        <source>Saving the log…</source>
        <translation>Salvataggio del log in corso…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>The log could not be saved to %1: %2</source>
        <translation>Impossibile salvare il log in %1: %2</translation>
    </message>
    <message>
        <source>Previous match</source>
        <translation>Corrispondenza precedente</translation>
    </message>
    <message>
        <source>Next match</source>
        <translation>Corrispondenza successiva</translation>
    </message>
    <message numerus="yes">
        <source>%Ln match(es)…</source>
        <translation>
            <numerusform>%Ln corrispondenza…</numerusform>
            <numerusform>%Ln corrispondenze…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln match(es)</source>
        <translation>
            <numerusform>%Ln corrispondenza</numerusform>
            <numerusform>%Ln corrispondenze</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped after %Ln match(es)</source>
        <translation>
            <numerusform>Interrotta dopo %Ln corrispondenza</numerusform>
            <numerusform>Interrotta dopo %Ln corrispondenze</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped: %Ln match(es) so far</source>
        <translation>
            <numerusform>Interrotta: %Ln corrispondenza finora</numerusform>
            <numerusform>Interrotta: %Ln corrispondenze finora</numerusform>
        </translation>
    </message>
    <message>
        <source>Trial shown</source>
        <translation>Prova mostrata</translation>
    </message>
    <message>
        <source>Show the lines of one trial, or of all</source>
        <translation>Mostra le righe di una prova o di tutte</translation>
    </message>
    <message>
        <source>All trials</source>
        <translation>Tutte le prove</translation>
    </message>
    <message>
        <source>Trial %1</source>
        <translation>Prova %1</translation>
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
        <translation>Filtra i job: testo o etichetta=valore (Ctrl+L)</translation>
    </message>
    <message>
        <source>Filter jobs</source>
        <translation>Filtra i job</translation>
    </message>
    <message>
        <source>Filter by state</source>
        <translation>Filtra per stato</translation>
    </message>
    <message>
        <source>All states</source>
        <translation>Tutti gli stati</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Attivi</translation>
    </message>
    <message>
        <source>Jobs</source>
        <translation>Job</translation>
    </message>
    <message>
        <source>Local daemon</source>
        <translation>Daemon locale</translation>
    </message>
    <message>
        <source>(no id yet)</source>
        <translation>(ancora nessun ID)</translation>
    </message>
    <message>
        <source>Unsubmitted jobs</source>
        <translation>Job non inviati</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivio</translation>
    </message>
    <message>
        <source>&amp;New job…</source>
        <translation>&amp;Nuovo job…</translation>
    </message>
    <message>
        <source>New job from &amp;template…</source>
        <translation>Nuovo job da &amp;modello…</translation>
    </message>
    <message>
        <source>&amp;Import job…</source>
        <translation>&amp;Importa job…</translation>
    </message>
    <message>
        <source>Open a gcloud config.yaml or a JSON job in the wizard (Ctrl+O)</source>
        <translation>Apri un config.yaml di gcloud o un job JSON nella procedura guidata (Ctrl+O)</translation>
    </message>
    <message>
        <source>Import a &amp;gcloud command…</source>
        <translation>Importa un comando &amp;gcloud…</translation>
    </message>
    <message>
        <source>Add &amp;remote backend…</source>
        <translation>Aggiungi &amp;backend remoto…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <source>&amp;Job</source>
        <translation>&amp;Job</translation>
    </message>
    <message>
        <source>&amp;Cancel job…</source>
        <translation>&amp;Annulla job…</translation>
    </message>
    <message>
        <source>Cancel the selected job (Ctrl+Shift+X)</source>
        <translation>Annulla il job selezionato (Ctrl+Shift+X)</translation>
    </message>
    <message>
        <source>&amp;Resubmit</source>
        <translation>&amp;Reinvia</translation>
    </message>
    <message>
        <source>Submit the selected job again under a new id (Ctrl+Shift+R)</source>
        <translation>Invia di nuovo il job selezionato con un nuovo ID (Ctrl+Shift+R)</translation>
    </message>
    <message>
        <source>C&amp;lone…</source>
        <translation>&amp;Clona…</translation>
    </message>
    <message>
        <source>Open the selected job in the wizard under a new id (Ctrl+D)</source>
        <translation>Apri il job selezionato nella procedura guidata con un nuovo ID (Ctrl+D)</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Esporta…</translation>
    </message>
    <message>
        <source>Save the selected job as a gcloud config.yaml or JSON (Ctrl+Shift+S)</source>
        <translation>Salva il job selezionato come config.yaml di gcloud o come JSON (Ctrl+Shift+S)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Aggiorna</translation>
    </message>
    <message>
        <source>&amp;Filter jobs</source>
        <translation>&amp;Filtra i job</translation>
    </message>
    <message>
        <source>&amp;Timeline</source>
        <translation>&amp;Cronologia</translation>
    </message>
    <message>
        <source>&amp;Logs</source>
        <translation>&amp;Log</translation>
    </message>
    <message>
        <source>&amp;Spec</source>
        <translation>&amp;Specifica</translation>
    </message>
    <message>
        <source>A tuning job&apos;s trials (Alt+4)</source>
        <translation>Le prove di un job di ottimizzazione (Alt+4)</translation>
    </message>
    <message>
        <source>Reso&amp;urces</source>
        <translation>&amp;Risorse</translation>
    </message>
    <message>
        <source>What each replica used: GPU, GPU memory, CPU and memory (Alt+5)</source>
        <translation>Cosa ha utilizzato ogni replica: GPU, memoria GPU, CPU e memoria (Alt+5)</translation>
    </message>
    <message>
        <source>First &amp;error in the log</source>
        <translation>Primo &amp;errore nel log</translation>
    </message>
    <message>
        <source>Cancel job</source>
        <translation>Annulla job</translation>
    </message>
    <message>
        <source>%1 could not be cancelled: %2</source>
        <translation>Impossibile annullare %1: %2</translation>
    </message>
    <message>
        <source>Cancelling %1…</source>
        <translation>Annullamento di %1 in corso…</translation>
    </message>
    <message>
        <source>Resubmit</source>
        <translation>Reinvia</translation>
    </message>
    <message>
        <source>The job could not be submitted: %1</source>
        <translation>Impossibile inviare il job: %1</translation>
    </message>
    <message>
        <source>Submitted %1</source>
        <translation>%1 inviato</translation>
    </message>
    <message>
        <source>Save as template</source>
        <translation>Salva come modello</translation>
    </message>
    <message>
        <source>Template name:</source>
        <translation>Nome del modello:</translation>
    </message>
    <message>
        <source>Saved the template %1</source>
        <translation>Modello %1 salvato</translation>
    </message>
    <message>
        <source>Submitted %1 to %2</source>
        <translation>%1 inviato a %2</translation>
    </message>
    <message>
        <source>New job from template</source>
        <translation>Nuovo job da modello</translation>
    </message>
    <message>
        <source>No templates yet: the wizard&apos;s Review page saves one.</source>
        <translation>Ancora nessun modello: puoi salvarne uno dalla pagina Revisione della procedura guidata.</translation>
    </message>
    <message>
        <source>Template:</source>
        <translation>Modello:</translation>
    </message>
    <message>
        <source>Import job</source>
        <translation>Importa job</translation>
    </message>
    <message>
        <source>Job files (*.yaml *.yml *.json);;All files (*)</source>
        <translation>File di job (*.yaml *.yml *.json);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Export job</source>
        <translation>Esporta job</translation>
    </message>
    <message>
        <source>gcloud config (*.yaml *.yml);;API job (*.json)</source>
        <translation>Configurazione gcloud (*.yaml *.yml);;Job API (*.json)</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 salvato</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>Impo&amp;stazioni…</translation>
    </message>
    <message>
        <source>Backends, the local daemon, notifications and appearance (Ctrl+,)</source>
        <translation>Backend, daemon locale, notifiche e aspetto (Ctrl+,)</translation>
    </message>
    <message>
        <source>Command &amp;palette…</source>
        <translation>Tavolo&amp;zza dei comandi…</translation>
    </message>
    <message>
        <source>Find any command or job by typing a few of its letters (Ctrl+K)</source>
        <translation>Trova qualsiasi comando o job digitandone alcune lettere (Ctrl+K)</translation>
    </message>
    <message>
        <source>Tr&amp;ials</source>
        <translation>&amp;Prove</translation>
    </message>
    <message>
        <source>Searc&amp;h the log</source>
        <translation>Cerca nel lo&amp;g</translation>
    </message>
    <message>
        <source>Main toolbar</source>
        <translation>Barra degli strumenti principale</translation>
    </message>
    <message>
        <source>Cancel the job %1 on %2?

Every replica is stopped and the job ends in the state “%3”.</source>
        <translation>Annullare il job %1 su %2?

Ogni replica viene arrestata e il job termina nello stato “%3”.</translation>
    </message>
    <message numerus="yes">
        <source>The console stopped while composing %n job(s):

%1

Open them again?</source>
        <translation>
            <numerusform>La console si è arrestata mentre era in composizione %n job:

%1

Vuoi riaprirlo?</numerusform>
            <numerusform>La console si è arrestata mentre erano in composizione %n job:

%1

Vuoi riaprirli?</numerusform>
        </translation>
    </message>
    <message>
        <source>New job from an e&amp;xample…</source>
        <translation>Nuovo job da un esem&amp;pio…</translation>
    </message>
    <message>
        <source>New job from an example</source>
        <translation>Nuovo job da un esempio</translation>
    </message>
    <message>
        <source>&amp;Example:</source>
        <translation>&amp;Esempio:</translation>
    </message>
    <message>
        <source>New Vertex AI job</source>
        <translation>Nuovo job Vertex AI</translation>
    </message>
    <message>
        <source>No backend takes Vertex AI jobs yet: add one of kind “Vertex AI” in Settings › Backends (its URL may be a Trainyard daemon&apos;s).</source>
        <translation>Nessun backend accetta ancora job Vertex AI: aggiungine uno di tipo “Vertex AI” in Impostazioni › Backend (il suo URL può essere quello di un daemon Trainyard).</translation>
    </message>
    <message>
        <source>New Vertex &amp;AI job…</source>
        <translation>Nuovo job Vertex &amp;AI…</translation>
    </message>
    <message>
        <source>Con&amp;vert to Vertex AI…</source>
        <translation>Con&amp;verti in Vertex AI…</translation>
    </message>
    <message>
        <source>A CustomJob or HyperparameterTuningJob for a backend that takes Vertex AI jobs (Ctrl+Shift+A)</source>
        <translation>Un CustomJob o un HyperparameterTuningJob per un backend che accetta job Vertex AI (Ctrl+Shift+A)</translation>
    </message>
    <message>
        <source>Open the selected job in the Vertex AI wizard, with what did not map (Ctrl+Shift+V)</source>
        <translation>Apri il job selezionato nella procedura guidata Vertex AI, con ciò che non è stato convertito (Ctrl+Shift+V)</translation>
    </message>
    <message>
        <source>&amp;Metrics</source>
        <translation>&amp;Metriche</translation>
    </message>
    <message>
        <source>The curves the job&apos;s trainers wrote as TensorBoard event files (Alt+6)</source>
        <translation>Le curve che i trainer del job hanno scritto come file di eventi TensorBoard (Alt+6)</translation>
    </message>
    <message>
        <source>&amp;Outputs</source>
        <translation>&amp;Output</translation>
    </message>
    <message>
        <source>The files the job wrote (Alt+7)</source>
        <translation>I file scritti dal job (Alt+7)</translation>
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
        <translation>%1 g</translation>
    </message>
    <message>
        <source>Chart of %1</source>
        <translation>Grafico di %1</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Passo</translation>
    </message>
    <message>
        <source>Relative time</source>
        <translation>Tempo relativo</translation>
    </message>
    <message>
        <source>Wall time</source>
        <translation>Ora reale</translation>
    </message>
    <message>
        <source> (zoomed: double-click to fit)</source>
        <translation> (ingrandito: doppio clic per adattare)</translation>
    </message>
    <message>
        <source> (raw %1)</source>
        <translation> (grezzo %1)</translation>
    </message>
    <message>
        <source> at step %1</source>
        <translation> al passo %1</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::MetricsView</name>
    <message>
        <source>Filter tags (regular expression)</source>
        <translation>Filtra i tag (espressione regolare)</translation>
    </message>
    <message>
        <source>Filter tags</source>
        <translation>Filtra i tag</translation>
    </message>
    <message>
        <source>T&amp;ags:</source>
        <translation>&amp;Tag:</translation>
    </message>
    <message>
        <source>X axis</source>
        <translation>Asse X</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Passo</translation>
    </message>
    <message>
        <source>Relative</source>
        <translation>Relativo</translation>
    </message>
    <message>
        <source>Wall time</source>
        <translation>Ora reale</translation>
    </message>
    <message>
        <source>&amp;X axis:</source>
        <translation>Asse &amp;X:</translation>
    </message>
    <message>
        <source>Smoothing</source>
        <translation>Smussamento</translation>
    </message>
    <message>
        <source>Smoot&amp;hing:</source>
        <translation>Sm&amp;ussamento:</translation>
    </message>
    <message>
        <source>Lo&amp;g scale</source>
        <translation>Scala lo&amp;garitmica</translation>
    </message>
    <message>
        <source>F&amp;it x axes</source>
        <translation>A&amp;datta gli assi x</translation>
    </message>
    <message>
        <source>Undo every chart&apos;s zoom (a chart: double-click it)</source>
        <translation>Annulla lo zoom di tutti i grafici (per un solo grafico: doppio clic su di esso)</translation>
    </message>
    <message>
        <source>Scalars could not be read: %1</source>
        <translation>Impossibile leggere gli scalari: %1</translation>
    </message>
    <message>
        <source>Runs: %1</source>
        <translation>Esecuzioni: %1</translation>
    </message>
    <message>
        <source>No tag matches “%1”.</source>
        <translation>Nessun tag corrisponde a “%1”.</translation>
    </message>
    <message>
        <source>No job selected.</source>
        <translation>Nessun job selezionato.</translation>
    </message>
    <message>
        <source>This backend reads no TensorBoard event files, so it has no metrics to chart. A job run by trainyardd (local or remote) charts what its trainers write with tf.summary or torch.utils.tensorboard.</source>
        <translation>Questo backend non legge file di eventi TensorBoard, quindi non ha metriche da rappresentare. Un job eseguito da trainyardd (locale o remoto) rappresenta in grafici ciò che i suoi trainer scrivono con tf.summary o torch.utils.tensorboard.</translation>
    </message>
    <message>
        <source>Reading the job&apos;s scalars…</source>
        <translation>Lettura degli scalari del job…</translation>
    </message>
    <message>
        <source>No metrics to chart: %1</source>
        <translation>Nessuna metrica da rappresentare: %1</translation>
    </message>
    <message>
        <source>No metrics yet: the job has no folder where TensorBoard event files could be.</source>
        <translation>Ancora nessuna metrica: il job non ha una cartella in cui potrebbero trovarsi file di eventi TensorBoard.</translation>
    </message>
    <message>
        <source>No metrics yet. Trainyard looks for TensorBoard event files (events.out.tfevents.*) in:
%1

Write scalars there with tf.summary, torch.utils.tensorboard or tensorboardX.</source>
        <translation>Ancora nessuna metrica. Trainyard cerca i file di eventi TensorBoard (events.out.tfevents.*) in:
%1

Scrivi lì gli scalari con tf.summary, torch.utils.tensorboard o tensorboardX.</translation>
    </message>
    <message numerus="yes">
        <source>%n event file(s) found, no scalars in them yet.</source>
        <translation>
            <numerusform>%n file di eventi trovato, ancora senza scalari.</numerusform>
            <numerusform>%n file di eventi trovati, ancora senza scalari.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tag(s)</source>
        <translation>
            <numerusform>%n tag</numerusform>
            <numerusform>%n tag</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n esecuzione</numerusform>
            <numerusform>%n esecuzioni</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) skipped</source>
        <translation>
            <numerusform>%n record saltato</numerusform>
            <numerusform>%n record saltati</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>trainyard::ui::NoticeButton</name>
    <message>
        <source>Notices</source>
        <translation>Avvisi</translation>
    </message>
    <message>
        <source>What the notification rules told during this run: job ends, log lines, metrics</source>
        <translation>Cosa hanno segnalato le regole di notifica dall&apos;avvio: job terminati, righe di log, metriche</translation>
    </message>
    <message>
        <source>Notices: %1 new</source>
        <translation>Avvisi (nuovi: %1)</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::NotificationsPage</name>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Aggiungi</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Rimuovi</translation>
    </message>
    <message>
        <source>Selected rule</source>
        <translation>Regola selezionata</translation>
    </message>
    <message>
        <source>&amp;Enabled</source>
        <translation>Abi&amp;litata</translation>
    </message>
    <message>
        <source>&amp;Ignore case</source>
        <translation>&amp;Ignora maiuscole/minuscole</translation>
    </message>
    <message>
        <source>&amp;Test</source>
        <translation>&amp;Test</translation>
    </message>
    <message>
        <source>The console tells you (a desktop notification, the status bar) when a rule matches.</source>
        <translation>La console ti avvisa (con una notifica desktop e nella barra di stato) quando una regola trova una corrispondenza.</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regola</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Quando</translation>
    </message>
    <message>
        <source>Notification rules</source>
        <translation>Regole di notifica</translation>
    </message>
    <message>
        <source>&amp;State change</source>
        <translation>Cambiamento di &amp;stato</translation>
    </message>
    <message>
        <source>&amp;Log line</source>
        <translation>Riga di &amp;log</translation>
    </message>
    <message>
        <source>&amp;Metric threshold</source>
        <translation>Soglia della &amp;metrica</translation>
    </message>
    <message>
        <source>Add a rule</source>
        <translation>Aggiungi una regola</translation>
    </message>
    <message>
        <source>Remove the selected rule</source>
        <translation>Rimuovi la regola selezionata</translation>
    </message>
    <message>
        <source>every job (a part of the id, or a wildcard such as mnist-*)</source>
        <translation>ogni job (una parte dell&apos;ID o un carattere jolly come mnist-*)</translation>
    </message>
    <message>
        <source>every backend</source>
        <translation>ogni backend</translation>
    </message>
    <message>
        <source>&amp;Jobs:</source>
        <translation>&amp;Job:</translation>
    </message>
    <message>
        <source>&amp;Backends:</source>
        <translation>&amp;Backend:</translation>
    </message>
    <message>
        <source>When a job enters:</source>
        <translation>Quando un job passa a:</translation>
    </message>
    <message>
        <source>Notify when a job enters %1</source>
        <translation>Invia una notifica quando un job passa a %1</translation>
    </message>
    <message>
        <source>a regular expression, e.g. loss is nan|Traceback</source>
        <translation>un&apos;espressione regolare, ad es. loss is nan|Traceback</translation>
    </message>
    <message>
        <source>Any severity</source>
        <translation>Qualsiasi gravità</translation>
    </message>
    <message>
        <source>WARNING and up</source>
        <translation>WARNING e superiori</translation>
    </message>
    <message>
        <source>ERROR and up</source>
        <translation>ERROR e superiori</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>At most one notification per job in this many seconds; further matches are counted.</source>
        <translation>Al massimo una notifica per job in questo numero di secondi; le ulteriori corrispondenze vengono conteggiate.</translation>
    </message>
    <message>
        <source>a line to try the pattern on</source>
        <translation>una riga su cui provare il pattern</translation>
    </message>
    <message>
        <source>Sample line</source>
        <translation>Riga di esempio</translation>
    </message>
    <message>
        <source>&amp;Pattern:</source>
        <translation>&amp;Pattern:</translation>
    </message>
    <message>
        <source>&amp;Severity:</source>
        <translation>&amp;Gravità:</translation>
    </message>
    <message>
        <source>At most once &amp;per:</source>
        <translation>Al massimo una volta &amp;ogni:</translation>
    </message>
    <message>
        <source>Try &amp;it:</source>
        <translation>Pro&amp;valo:</translation>
    </message>
    <message>
        <source>the job&apos;s objective metric (hyperparameterMetricTag)</source>
        <translation>la metrica obiettivo del job (hyperparameterMetricTag)</translation>
    </message>
    <message>
        <source>The metric a tuning trial reports; empty for any job&apos;s objective metric.</source>
        <translation>La metrica riportata da una prova di ottimizzazione; vuoto per la metrica obiettivo di qualsiasi job.</translation>
    </message>
    <message>
        <source>rises above</source>
        <translation>supera</translation>
    </message>
    <message>
        <source>falls below</source>
        <translation>scende sotto</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>Soglia</translation>
    </message>
    <message>
        <source>M&amp;etric:</source>
        <translation>M&amp;etrica:</translation>
    </message>
    <message>
        <source>&amp;When it:</source>
        <translation>&amp;Quando:</translation>
    </message>
    <message>
        <source>Each trial notifies once, the first time a value it reports crosses the threshold.</source>
        <translation>Ogni prova invia una sola notifica, la prima volta che un valore riportato oltrepassa la soglia.</translation>
    </message>
    <message>
        <source>Checked: the rule is enabled</source>
        <translation>Selezionata: la regola è abilitata</translation>
    </message>
    <message>
        <source>Not a valid regular expression: %1 at offset %2.</source>
        <translation>Espressione regolare non valida: %1 alla posizione %2.</translation>
    </message>
    <message>
        <source>Type the pattern a line must match.</source>
        <translation>Digita il pattern a cui deve corrispondere una riga.</translation>
    </message>
    <message>
        <source>Matches: “%1”</source>
        <translation>Corrisponde: “%1”</translation>
    </message>
    <message>
        <source>Does not match.</source>
        <translation>Nessuna corrispondenza.</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::ObjectiveChart</name>
    <message>
        <source>Objective by trial</source>
        <translation>Valore obiettivo per prova</translation>
    </message>
    <message>
        <source>Trial</source>
        <translation>Prova</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::ObjectiveLegend</name>
    <message>
        <source>Objective colours</source>
        <translation>Colori del valore obiettivo</translation>
    </message>
    <message>
        <source>worst %1</source>
        <translation>peggiore %1</translation>
    </message>
    <message>
        <source>%1 best</source>
        <translation>%1 migliore</translation>
    </message>
    <message>
        <source>lower is better</source>
        <translation>più basso è meglio</translation>
    </message>
    <message>
        <source>higher is better</source>
        <translation>più alto è meglio</translation>
    </message>
    <message>
        <source>%1: %2 … %3 (%4)</source>
        <translation>%1: %2 … %3 (%4)</translation>
    </message>
    <message>
        <source>Trial colours by final %1</source>
        <translation>Colori delle prove in base al valore finale di %1</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::OutputsView</name>
    <message>
        <source>&amp;Open</source>
        <translation>Apr&amp;i</translation>
    </message>
    <message>
        <source>Open the file with its application (Enter, or double-click)</source>
        <translation>Apri il file con la sua applicazione (Enter o doppio clic)</translation>
    </message>
    <message>
        <source>&amp;Reveal Folder</source>
        <translation>Mos&amp;tra cartella</translation>
    </message>
    <message>
        <source>Show the entry&apos;s folder in the file manager</source>
        <translation>Mostra la cartella della voce nel file manager</translation>
    </message>
    <message>
        <source>&amp;Copy Path</source>
        <translation>Copia p&amp;ercorso</translation>
    </message>
    <message>
        <source>Copy the entry&apos;s path on the daemon&apos;s machine (Ctrl+Shift+C)</source>
        <translation>Copia il percorso della voce sulla macchina del daemon (Ctrl+Shift+C)</translation>
    </message>
    <message>
        <source>&amp;Download…</source>
        <translation>&amp;Download…</translation>
    </message>
    <message>
        <source>Copy the file from the daemon&apos;s machine to this one (Ctrl+S)</source>
        <translation>Copia il file dalla macchina del daemon a questa (Ctrl+S)</translation>
    </message>
    <message>
        <source>Re&amp;fresh</source>
        <translation>A&amp;ggiorna</translation>
    </message>
    <message>
        <source>Read the folder again</source>
        <translation>Rileggi la cartella</translation>
    </message>
    <message>
        <source>Open in &amp;TensorBoard</source>
        <translation>Apri in Tensor&amp;Board</translation>
    </message>
    <message>
        <source>Output folder</source>
        <translation>Cartella di output</translation>
    </message>
    <message>
        <source>Output files</source>
        <translation>File di output</translation>
    </message>
    <message>
        <source>Download progress</source>
        <translation>Avanzamento del download</translation>
    </message>
    <message>
        <source>C&amp;ancel</source>
        <translation>A&amp;nnulla</translation>
    </message>
    <message>
        <source>Stop the download and remove what arrived of it</source>
        <translation>Interrompi il download e rimuovi la parte già ricevuta</translation>
    </message>
    <message>
        <source>TensorBoard shows %1 at %2</source>
        <translation>TensorBoard mostra %1 su %2</translation>
    </message>
    <message>
        <source>No job selected.</source>
        <translation>Nessun job selezionato.</translation>
    </message>
    <message>
        <source>Reading the job&apos;s output folder…</source>
        <translation>Lettura della cartella di output del job…</translation>
    </message>
    <message>
        <source>This backend does not show a job&apos;s output folder.</source>
        <translation>Questo backend non mostra la cartella di output di un job.</translation>
    </message>
    <message>
        <source>The output folder could not be read: %1</source>
        <translation>Impossibile leggere la cartella di output: %1</translation>
    </message>
    <message>
        <source>This job has no output folder.</source>
        <translation>Questo job non ha una cartella di output.</translation>
    </message>
    <message>
        <source>This job has no output folder: %1</source>
        <translation>Questo job non ha una cartella di output: %1</translation>
    </message>
    <message>
        <source>%1 (only its first %2 entries are listed)</source>
        <translation>%1 (sono elencate solo le prime %2 voci)</translation>
    </message>
    <message>
        <source>Nothing in %1 yet. Refresh to look again.</source>
        <translation>Ancora niente in %1. Aggiorna per controllare di nuovo.</translation>
    </message>
    <message>
        <source>Start TensorBoard on this machine over the job&apos;s folder and open it (Ctrl+Shift+B)</source>
        <translation>Avvia TensorBoard su questa macchina sulla cartella del job e aprilo (Ctrl+Shift+B)</translation>
    </message>
    <message>
        <source>TensorBoard reads folders on this machine; this backend&apos;s files are on another one</source>
        <translation>TensorBoard legge le cartelle su questa macchina; i file di questo backend si trovano su un&apos;altra</translation>
    </message>
    <message>
        <source>Download %1</source>
        <translation>Scarica %1</translation>
    </message>
    <message>
        <source>%1: starting</source>
        <translation>%1: avvio in corso</translation>
    </message>
    <message>
        <source>%1: %2 of %3</source>
        <translation>%1: %2 di %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 was not downloaded: %2</source>
        <translation>%1 non è stato scaricato: %2</translation>
    </message>
    <message>
        <source>%1 downloaded to %2</source>
        <translation>%1 scaricato in %2</translation>
    </message>
    <message>
        <source>Download cancelled.</source>
        <translation>Download annullato.</translation>
    </message>
    <message>
        <source>Starting TensorBoard over %1…</source>
        <translation>Avvio di TensorBoard su %1…</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::PackageInspector</name>
    <message>
        <source>No Python module found in %1: a trainer&apos;s modules live in a package, a folder with an __init__.py.</source>
        <translation>Nessun modulo Python trovato in %1: i moduli di un&apos;applicazione di addestramento si trovano in un pacchetto, cioè una cartella con un __init__.py.</translation>
    </message>
    <message>
        <source>No package given.</source>
        <translation>Nessun pacchetto specificato.</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 non esiste.</translation>
    </message>
    <message>
        <source>%1 is neither a folder, a source distribution (.tar.gz) nor a wheel or zip.</source>
        <translation>%1 non è né una cartella, né una distribuzione di origine (.tar.gz), né un wheel o uno zip.</translation>
    </message>
    <message>
        <source>Cannot list %1: %2 could not be started (%3).</source>
        <translation>Impossibile elencare %1: non è stato possibile avviare %2 (%3).</translation>
    </message>
    <message>
        <source>Listing %1 took longer than %2 seconds.</source>
        <translation>L&apos;elenco di %1 ha richiesto più di %2 secondi.</translation>
    </message>
    <message>
        <source>exit code %1</source>
        <translation>codice di uscita %1</translation>
    </message>
    <message>
        <source>the listing program crashed</source>
        <translation>il programma di elenco si è arrestato in modo anomalo</translation>
    </message>
    <message>
        <source>Cannot list %1: %2</source>
        <translation>Impossibile elencare %1: %2</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::ParallelCoordinatesChart</name>
    <message>
        <source>Parallel coordinates</source>
        <translation>Coordinate parallele</translation>
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
        <translation>Problemi di %1</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::RemoteBackendDialog</name>
    <message>
        <source>Name: give the backend a name.</source>
        <translation>Nome: assegna un nome al backend.</translation>
    </message>
    <message>
        <source>URL: must be http:// or https:// with a host, like http://gpu-box:8470.</source>
        <translation>URL: deve essere http:// o https:// con un host, ad esempio http://gpu-box:8470.</translation>
    </message>
    <message>
        <source>Project: must not be empty (a daemon&apos;s project is &quot;local&quot;).</source>
        <translation>Progetto: non deve essere vuoto (il progetto di un daemon è &quot;local&quot;).</translation>
    </message>
    <message>
        <source>Add a remote backend</source>
        <translation>Aggiungi un backend remoto</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>&amp;Tipo:</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nome:</translation>
    </message>
    <message>
        <source>&amp;URL:</source>
        <translation>&amp;URL:</translation>
    </message>
    <message>
        <source>&amp;Project:</source>
        <translation>&amp;Progetto:</translation>
    </message>
    <message>
        <source>the daemon&apos;s token file, copied here</source>
        <translation>il file del token del daemon, copiato qui</translation>
    </message>
    <message>
        <source>Token &amp;file:</source>
        <translation>&amp;File del token:</translation>
    </message>
    <message>
        <source>Token &amp;command:</source>
        <translation>&amp;Comando del token:</translation>
    </message>
    <message>
        <source>Edit the remote backend %1</source>
        <translation>Modifica il backend remoto %1</translation>
    </message>
    <message>
        <source>Regions: name at least one, like us-central1.</source>
        <translation>Regioni: indicane almeno una, ad esempio us-central1.</translation>
    </message>
    <message>
        <source>Regions: &quot;%1&quot; is not a region name, like us-central1.</source>
        <translation>Regioni: &quot;%1&quot; non è un nome di regione, ad esempio us-central1.</translation>
    </message>
    <message>
        <source>Google Cloud project (AI Platform Training, retired)</source>
        <translation>Progetto Google Cloud (AI Platform Training, dismesso)</translation>
    </message>
    <message>
        <source>Google has retired the AI Platform Training API (ml.googleapis.com): it lists old jobs at most. Use Vertex AI for new jobs.</source>
        <translation>Google ha dismesso l&apos;API AI Platform Training (ml.googleapis.com): al massimo elenca i vecchi job. Usa Vertex AI per i nuovi job.</translation>
    </message>
    <message>
        <source>Vertex AI</source>
        <translation>Vertex AI</translation>
    </message>
    <message>
        <source>Vertex AI custom and tuning jobs of a Google Cloud project in the regions named below, or, with a URL, the Vertex paths of a Trainyard daemon (project &quot;local&quot;).</source>
        <translation>Job personalizzati e di ottimizzazione Vertex AI di un progetto Google Cloud nelle regioni indicate sotto oppure, con un URL, i percorsi Vertex di un daemon Trainyard (progetto &quot;local&quot;).</translation>
    </message>
    <message>
        <source>Vertex AI: the regions whose jobs are listed, separated by commas; new jobs go to the first unless chosen.</source>
        <translation>Vertex AI: le regioni di cui vengono elencati i job, separate da virgole; i nuovi job vanno nella prima, salvo diversa scelta.</translation>
    </message>
    <message>
        <source>&amp;Regions:</source>
        <translation>&amp;Regioni:</translation>
    </message>
    <message>
        <source>URL: plain http:// to another machine sends the token and every job unencrypted; use https:// (trainyardd --tls-cert) or tick &quot;Allow plain HTTP&quot;.</source>
        <translation>URL: con http:// in chiaro verso un&apos;altra macchina il token e ogni job viaggiano non cifrati; usa https:// (trainyardd --tls-cert) oppure seleziona &quot;Consenti HTTP in chiaro&quot;.</translation>
    </message>
    <message>
        <source>Pinned key: must be sha256// and 44 characters of base64, as trainyardd prints it.</source>
        <translation>Chiave fissata: deve essere sha256// seguito da 44 caratteri base64, come la stampa trainyardd.</translation>
    </message>
    <message>
        <source>Daemon socket: must be an absolute path on the host, like /run/user/1000/trainyard/daemon.sock, or empty for the daemon&apos;s default.</source>
        <translation>Socket del daemon: deve essere un percorso assoluto sull&apos;host, ad esempio /run/user/1000/trainyard/daemon.sock, oppure vuoto per quello predefinito del daemon.</translation>
    </message>
    <message>
        <source>Daemon arguments: leave --socket out; the console passes the daemon socket above.</source>
        <translation>Argomenti del daemon: ometti --socket; la console passa il socket del daemon indicato sopra.</translation>
    </message>
    <message>
        <source>Daemon arguments: only the daemon&apos;s flags; ; &amp; | ` &lt; &gt; and line breaks are not allowed.</source>
        <translation>Argomenti del daemon: solo i flag del daemon; ; &amp; | ` &lt; &gt; e gli a capo non sono consentiti.</translation>
    </message>
    <message>
        <source>Daemon arguments: a quote is not closed.</source>
        <translation>Argomenti del daemon: una virgoletta non è chiusa.</translation>
    </message>
    <message>
        <source>Trainyard daemon through SSH</source>
        <translation>Daemon Trainyard tramite SSH</translation>
    </message>
    <message>
        <source>A trainyardd on a login node or a GPU box, reached with your ssh: your keys, agent, known hosts and ~/.ssh/config. No token; everything travels encrypted.</source>
        <translation>Un trainyardd su un nodo di login o una macchina con GPU, raggiunto con il tuo ssh: le tue chiavi, l&apos;agente, gli host noti e ~/.ssh/config. Nessun token; tutto viaggia cifrato.</translation>
    </message>
    <message>
        <source>Trainyard daemon over HTTPS</source>
        <translation>Daemon Trainyard su HTTPS</translation>
    </message>
    <message>
        <source>A trainyardd serving a team on TCP (trainyardd --listen with --tls-cert), with its token.</source>
        <translation>Un trainyardd che serve un team su TCP (trainyardd --listen con --tls-cert), con il suo token.</translation>
    </message>
    <message>
        <source>user@login-node, or a Host of ~/.ssh/config</source>
        <translation>user@login-node, o un Host di ~/.ssh/config</translation>
    </message>
    <message>
        <source>&amp;Destination:</source>
        <translation>&amp;Destinazione:</translation>
    </message>
    <message>
        <source>optional: user@bastion (ssh -J)</source>
        <translation>facoltativo: user@bastion (ssh -J)</translation>
    </message>
    <message>
        <source>&amp;Jump host:</source>
        <translation>Host &amp;intermedio:</translation>
    </message>
    <message>
        <source>optional: instead of ~/.ssh/config (ssh -F)</source>
        <translation>facoltativo: al posto di ~/.ssh/config (ssh -F)</translation>
    </message>
    <message>
        <source>SSH c&amp;onfig file:</source>
        <translation>File di c&amp;onfigurazione SSH:</translation>
    </message>
    <message>
        <source>empty: the daemon&apos;s default there</source>
        <translation>vuoto: quello predefinito del daemon sull&apos;host</translation>
    </message>
    <message>
        <source>The daemon&apos;s Unix socket on the host; empty: $XDG_RUNTIME_DIR/trainyard/daemon.sock there, or /tmp/trainyard-UID/daemon.sock.</source>
        <translation>Il socket Unix del daemon sull&apos;host; vuoto: $XDG_RUNTIME_DIR/trainyard/daemon.sock sull&apos;host, oppure /tmp/trainyard-UID/daemon.sock.</translation>
    </message>
    <message>
        <source>Daemon &amp;socket:</source>
        <translation>&amp;Socket del daemon:</translation>
    </message>
    <message>
        <source>S&amp;tart trainyardd there when none answers (it keeps running after the console closes)</source>
        <translation>A&amp;vvia trainyardd sull&apos;host quando nessuno risponde (resta in esecuzione dopo la chiusura della console)</translation>
    </message>
    <message>
        <source>trainyardd on the PATH there</source>
        <translation>trainyardd nel PATH dell&apos;host</translation>
    </message>
    <message>
        <source>A path on the host when trainyardd is not on the PATH of a non-interactive ssh session there; ~/ is the home there.</source>
        <translation>Un percorso sull&apos;host quando trainyardd non è nel PATH di una sessione ssh non interattiva sull&apos;host; ~/ è la directory home sull&apos;host.</translation>
    </message>
    <message>
        <source>Daemon pro&amp;gram:</source>
        <translation>Pro&amp;gramma del daemon:</translation>
    </message>
    <message>
        <source>The daemon&apos;s flags, read by the shell on the host: ~ and $HOME are the home there.</source>
        <translation>I flag del daemon, letti dalla shell sull&apos;host: ~ e $HOME sono la directory home sull&apos;host.</translation>
    </message>
    <message>
        <source>Daemon argu&amp;ments:</source>
        <translation>Argo&amp;menti del daemon:</translation>
    </message>
    <message>
        <source>empty: the system&apos;s certificate authorities</source>
        <translation>vuoto: le autorità di certificazione del sistema</translation>
    </message>
    <message>
        <source>https://: the PEM file of the certificate authority that signed the daemon&apos;s certificate.</source>
        <translation>https://: il file PEM dell&apos;autorità di certificazione che ha firmato il certificato del daemon.</translation>
    </message>
    <message>
        <source>C&amp;A file:</source>
        <translation>File della C&amp;A:</translation>
    </message>
    <message>
        <source>none: set by Test, then &quot;Trust this certificate…&quot;</source>
        <translation>nessuna: impostata da Test, poi &quot;Considera attendibile questo certificato…&quot;</translation>
    </message>
    <message>
        <source>https://: the SHA-256 of the daemon&apos;s public key (sha256//…, as trainyardd prints it at start). With a pin, only that key is trusted.</source>
        <translation>https://: lo SHA-256 della chiave pubblica del daemon (sha256//…, come lo stampa trainyardd all&apos;avvio). Con un pin, solo quella chiave è considerata attendibile.</translation>
    </message>
    <message>
        <source>Forget pinned certificate</source>
        <translation>Dimentica il certificato fissato</translation>
    </message>
    <message>
        <source>Pinned ke&amp;y:</source>
        <translation>Chiav&amp;e fissata:</translation>
    </message>
    <message>
        <source>Allow plain &amp;HTTP to another machine: the token and every job travel unencrypted, readable and replayable by anyone on the network</source>
        <translation>Consenti &amp;HTTP in chiaro verso un&apos;altra macchina: il token e ogni job viaggiano non cifrati, leggibili e riutilizzabili da chiunque sulla rete</translation>
    </message>
    <message>
        <source>empty: Google&apos;s regional endpoints; or a daemon&apos;s https://… or unix:/…</source>
        <translation>vuoto: gli endpoint regionali di Google; oppure, per un daemon, https://… o unix:/…</translation>
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
            <numerusform>… %n altro</numerusform>
            <numerusform>… altri %n</numerusform>
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
        <translation>Memoria GPU</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Memoria</translation>
    </message>
    <message>
        <source>GPU utilisation (% of one GPU, summed over the replica&apos;s GPUs)</source>
        <translation>Utilizzo GPU (% di una GPU, sommato sulle GPU della replica)</translation>
    </message>
    <message>
        <source>GPU memory used</source>
        <translation>Memoria GPU utilizzata</translation>
    </message>
    <message>
        <source>GPU memory (% of the GPUs&apos; memory)</source>
        <translation>Memoria GPU (% della memoria delle GPU)</translation>
    </message>
    <message>
        <source>CPU (% of the replica&apos;s allocation)</source>
        <translation>CPU (% dell&apos;allocazione della replica)</translation>
    </message>
    <message>
        <source>CPU (% of one core)</source>
        <translation>CPU (% di un core)</translation>
    </message>
    <message>
        <source>Memory (resident)</source>
        <translation>Memoria (residente)</translation>
    </message>
    <message>
        <source>Memory (% of the replica&apos;s allocation)</source>
        <translation>Memoria (% dell&apos;allocazione della replica)</translation>
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
        <translation>Repliche nei grafici</translation>
    </message>
    <message>
        <source>Click a replica to hide or show its line in every chart</source>
        <translation>Fai clic su una replica per nasconderne o mostrarne la linea in tutti i grafici</translation>
    </message>
    <message>
        <source>%1: click to hide its lines</source>
        <translation>%1: fai clic per nasconderne le linee</translation>
    </message>
    <message>
        <source>%1: hidden; click to show its lines</source>
        <translation>%1: nascosta; fai clic per mostrarne le linee</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::ResourceSummaryModel</name>
    <message>
        <source>Replica</source>
        <translation>Replica</translation>
    </message>
    <message>
        <source>%1 peak</source>
        <translation>Picco %1</translation>
    </message>
    <message>
        <source>%1 mean</source>
        <translation>Media %1</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::ResourcesView</name>
    <message>
        <source>Idle GPU warning</source>
        <translation>Avviso GPU inattiva</translation>
    </message>
    <message>
        <source>Show the whole job (Ctrl+0, or double-click a chart)</source>
        <translation>Mostra l&apos;intero job (Ctrl+0, o doppio clic su un grafico)</translation>
    </message>
    <message>
        <source>Keep the latest samples at the right edge while the job runs (Ctrl+Shift+L); dragging turns it off</source>
        <translation>Mantieni i campioni più recenti sul bordo destro mentre il job è in esecuzione (Ctrl+Shift+L); il trascinamento lo disattiva</translation>
    </message>
    <message>
        <source>Visible time range</source>
        <translation>Intervallo di tempo visibile</translation>
    </message>
    <message>
        <source>Wheel: zoom · drag: pan · double-click: fit</source>
        <translation>Rotellina: zoom · trascina: scorri · doppio clic: adatta</translation>
    </message>
    <message>
        <source>GPU figures unavailable</source>
        <translation>Dati GPU non disponibili</translation>
    </message>
    <message>
        <source>Peak and mean per replica</source>
        <translation>Picco e media per replica</translation>
    </message>
    <message>
        <source>Resources could not be read: %1</source>
        <translation>Impossibile leggere le risorse: %1</translation>
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
        <translation>Picco e media sull&apos;intero job</translation>
    </message>
    <message>
        <source>Peak and mean over the visible range, %1 – %2</source>
        <translation>Picco e media sull&apos;intervallo visibile, %1 – %2</translation>
    </message>
    <message>
        <source>%1 – %2 (%3)</source>
        <translation>%1 – %2 (%3)</translation>
    </message>
    <message>
        <source>Idle GPU: %1 has used under %2 % of its GPU since %3 (%4).</source>
        <translation>GPU inattiva: %1 ha utilizzato meno del %2 % della propria GPU dalle %3 (%4).</translation>
    </message>
    <message>
        <source>GPU figures unavailable: %1</source>
        <translation>Dati GPU non disponibili: %1</translation>
    </message>
    <message>
        <source>F&amp;it</source>
        <translation>A&amp;datta</translation>
    </message>
    <message>
        <source>Follo&amp;w live</source>
        <translation>Segui in &amp;tempo reale</translation>
    </message>
    <message>
        <source>CPU and memory figures unavailable: %1</source>
        <translation>Dati di CPU e memoria non disponibili: %1</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::ResubmitDialog</name>
    <message>
        <source>Resubmit %1</source>
        <translation>Reinvia %1</translation>
    </message>
    <message>
        <source>The same job again, under a new id.</source>
        <translation>Lo stesso job di nuovo, con un nuovo ID.</translation>
    </message>
    <message>
        <source>New job &amp;ID:</source>
        <translation>Nuovo &amp;ID del job:</translation>
    </message>
    <message>
        <source>none: the job writes no outputs of its own</source>
        <translation>nessuna: il job non scrive output propri</translation>
    </message>
    <message>
        <source>&amp;Job directory:</source>
        <translation>&amp;Directory del job:</translation>
    </message>
    <message>
        <source>&amp;Resubmit</source>
        <translation>&amp;Reinvia</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::ReviewPage</name>
    <message>
        <source>Review</source>
        <translation>Revisione</translation>
    </message>
    <message>
        <source>Check the job, copy it as a file or a command line, then submit it.</source>
        <translation>Controlla il job, copialo come file o riga di comando, quindi invialo.</translation>
    </message>
    <message>
        <source>&amp;Submit</source>
        <translation>In&amp;via</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Problemi</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copia</translation>
    </message>
    <message>
        <source>YAML (gcloud config)</source>
        <translation>YAML (configurazione gcloud)</translation>
    </message>
    <message>
        <source>JSON (API)</source>
        <translation>JSON (API)</translation>
    </message>
    <message>
        <source>gcloud command</source>
        <translation>Comando gcloud</translation>
    </message>
    <message>
        <source>The backend refused the job: %1</source>
        <translation>Il backend ha rifiutato il job: %1</translation>
    </message>
    <message>
        <source>Go to this field (Enter or click)</source>
        <translation>Vai a questo campo (Enter o clic)</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s) to fix before the job can be submitted.</source>
        <translation>
            <numerusform>%n errore da correggere prima di poter inviare il job.</numerusform>
            <numerusform>%n errori da correggere prima di poter inviare il job.</numerusform>
        </translation>
    </message>
    <message>
        <source>Ready to submit; the warnings below are worth a look.</source>
        <translation>Pronto per l&apos;invio; vale la pena dare un&apos;occhiata agli avvisi qui sotto.</translation>
    </message>
    <message>
        <source>Ready to submit.</source>
        <translation>Pronto per l&apos;invio.</translation>
    </message>
    <message>
        <source>

# config.yaml (what no flag can say):
</source>
        <translation>

# config.yaml (ciò che nessun flag può esprimere):
</translation>
    </message>
    <message>
        <source>Job as YAML or JSON</source>
        <translation>Job in YAML o JSON</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::ScatterChart</name>
    <message>
        <source>Objective by hyperparameter</source>
        <translation>Valore obiettivo per iperparametro</translation>
    </message>
    <message>
        <source>%1 (log scale)</source>
        <translation>%1 (scala logaritmica)</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::SchedulingPage</name>
    <message>
        <source>minutes</source>
        <translation>minuti</translation>
    </message>
    <message>
        <source>hours</source>
        <translation>ore</translation>
    </message>
    <message>
        <source>days</source>
        <translation>giorni</translation>
    </message>
    <message>
        <source>Scheduling and identity</source>
        <translation>Pianificazione e identità</translation>
    </message>
    <message>
        <source>Where outputs go, how long the job may wait and run, and who it runs as.</source>
        <translation>Dove vanno gli output, quanto a lungo il job può attendere ed essere eseguito, e con quale identità viene eseguito.</translation>
    </message>
    <message>
        <source>/data/runs/mnist (local daemon) or gs://bucket/path</source>
        <translation>/data/runs/mnist (daemon locale) o gs://bucket/path</translation>
    </message>
    <message>
        <source>Job directory</source>
        <translation>Directory del job</translation>
    </message>
    <message>
        <source>A folder on this workstation, for the local daemon</source>
        <translation>Una cartella su questa workstation, per il daemon locale</translation>
    </message>
    <message>
        <source>&amp;Job directory:</source>
        <translation>&amp;Directory del job:</translation>
    </message>
    <message>
        <source>Max &amp;wait:</source>
        <translation>Att&amp;esa massima:</translation>
    </message>
    <message>
        <source>Max &amp;running time:</source>
        <translation>&amp;Tempo massimo di esecuzione:</translation>
    </message>
    <message>
        <source>Higher runs first when jobs wait for resources</source>
        <translation>Quando i job attendono le risorse, viene eseguito prima quello con valore più alto</translation>
    </message>
    <message>
        <source>&amp;Priority:</source>
        <translation>P&amp;riorità:</translation>
    </message>
    <message>
        <source>trainer@project.iam.gserviceaccount.com (Google only)</source>
        <translation>trainer@project.iam.gserviceaccount.com (solo Google)</translation>
    </message>
    <message>
        <source>&amp;Service account:</source>
        <translation>A&amp;ccount di servizio:</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>nessun limite</translation>
    </message>
    <message>
        <source>Time unit</source>
        <translation>Unità di tempo</translation>
    </message>
    <message>
        <source>Br&amp;owse…</source>
        <translation>Sf&amp;oglia…</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Impostazioni</translation>
    </message>
    <message>
        <source>Settings pages</source>
        <translation>Pagine delle impostazioni</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problema</translation>
    </message>
    <message>
        <source>Backends</source>
        <translation>Backend</translation>
    </message>
    <message>
        <source>Local daemon</source>
        <translation>Daemon locale</translation>
    </message>
    <message>
        <source>Notifications</source>
        <translation>Notifiche</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Aspetto</translation>
    </message>
    <message>
        <source>The daemon settings apply when the console next starts the local daemon: the daemon running now was not started by this console.</source>
        <translation>Le impostazioni del daemon verranno applicate la prossima volta che la console avvia il daemon locale: il daemon attualmente in esecuzione non è stato avviato da questa console.</translation>
    </message>
    <message>
        <source>The local daemon runs with the old settings. Restart it now?</source>
        <translation>Il daemon locale è in esecuzione con le impostazioni precedenti. Vuoi riavviarlo ora?</translation>
    </message>
    <message>
        <source>Running jobs keep running: the daemon takes them up again when it is back. Otherwise the settings apply the next time the console starts the daemon.</source>
        <translation>I job in esecuzione continuano a essere eseguiti: il daemon li riprende quando torna disponibile. Altrimenti, le impostazioni verranno applicate la prossima volta che la console avvia il daemon.</translation>
    </message>
    <message>
        <source>&amp;Restart the local daemon now</source>
        <translation>&amp;Riavvia ora il daemon locale</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>&amp;Più tardi</translation>
    </message>
    <message>
        <source>The daemon settings apply the next time the console starts the local daemon.</source>
        <translation>Le impostazioni del daemon verranno applicate la prossima volta che la console avvia il daemon locale.</translation>
    </message>
    <message>
        <source>The local daemon is restarting with the new settings.</source>
        <translation>Il daemon locale si sta riavviando con le nuove impostazioni.</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Riavvia</translation>
    </message>
    <message>
        <source>The console could not be started again; restart it yourself.</source>
        <translation>Impossibile riavviare la console; riavviala tu stesso.</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::StateBandStrip</name>
    <message>
        <source>Job states over the charts&apos; time range</source>
        <translation>Stati del job nell&apos;intervallo di tempo dei grafici</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Stato</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 alle %2</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::StateTimeline</name>
    <message>
        <source>State timeline</source>
        <translation>Cronologia degli stati</translation>
    </message>
    <message>
        <source>No state changes yet</source>
        <translation>Ancora nessun cambiamento di stato</translation>
    </message>
    <message>
        <source>%1 from %2</source>
        <translation>%1 dal %2</translation>
    </message>
    <message>
        <source> for %1%2</source>
        <translation> per %1%2</translation>
    </message>
    <message>
        <source> so far</source>
        <translation> finora</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::TensorBoardLauncher</name>
    <message>
        <source>TensorBoard is not installed (Debian does not package it). Install it into a virtual environment and put that on PATH before starting the console:
  python3 -m venv ~/.venvs/tensorboard
  ~/.venvs/tensorboard/bin/pip install tensorboard
  export PATH=&quot;$HOME/.venvs/tensorboard/bin:$PATH&quot;</source>
        <translation>TensorBoard non è installato (Debian non lo fornisce come pacchetto). Installalo in un ambiente virtuale e aggiungilo al PATH prima di avviare la console:
  python3 -m venv ~/.venvs/tensorboard
  ~/.venvs/tensorboard/bin/pip install tensorboard
  export PATH=&quot;$HOME/.venvs/tensorboard/bin:$PATH&quot;</translation>
    </message>
    <message>
        <source>TensorBoard could not be started (%1): %2</source>
        <translation>Impossibile avviare TensorBoard (%1): %2</translation>
    </message>
    <message>
        <source>TensorBoard ended (exit status %1) before it served %2.</source>
        <translation>TensorBoard è terminato (stato di uscita %1) prima di servire %2.</translation>
    </message>
    <message>
        <source>TensorBoard ended (exit status %1) before it served %2:
%3</source>
        <translation>TensorBoard è terminato (stato di uscita %1) prima di servire %2:
%3</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::TrialChart</name>
    <message>
        <source>Trial %1</source>
        <translation>Prova %1</translation>
    </message>
    <message>
        <source>stopped early</source>
        <translation>interrotta in anticipo</translation>
    </message>
    <message>
        <source>best</source>
        <translation>migliore</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 %2 at step %3 (not finished)</source>
        <translation>%1 %2 al passo %3 (non terminata)</translation>
    </message>
    <message>
        <source>failed: no final value</source>
        <translation>non riuscita: nessun valore finale</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::TrialDiffDialog</name>
    <message>
        <source>Only &amp;differences</source>
        <translation>Solo &amp;differenze</translation>
    </message>
    <message>
        <source>Trial %1 and trial %2</source>
        <translation>Prova %1 e prova %2</translation>
    </message>
    <message>
        <source>Rows that differ are marked.</source>
        <translation>Le righe diverse sono contrassegnate.</translation>
    </message>
    <message>
        <source>Trial %1</source>
        <translation>Prova %1</translation>
    </message>
    <message>
        <source>Differences between the trials</source>
        <translation>Differenze tra le prove</translation>
    </message>
    <message>
        <source>Hide the rows where both trials agree</source>
        <translation>Nascondi le righe in cui le due prove coincidono</translation>
    </message>
    <message>
        <source>%1, stopped early</source>
        <translation>%1, interrotta in anticipo</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Stato</translation>
    </message>
    <message>
        <source>%1 (latest; not finished)</source>
        <translation>%1 (più recente; non terminata)</translation>
    </message>
    <message>
        <source>%1 (final)</source>
        <translation>%1 (finale)</translation>
    </message>
    <message>
        <source>%1 (best reported)</source>
        <translation>%1 (migliore riportato)</translation>
    </message>
    <message>
        <source>Last step</source>
        <translation>Ultimo passo</translation>
    </message>
    <message>
        <source>Intermediate values</source>
        <translation>Valori intermedi</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Durata</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Avvio</translation>
    </message>
    <message>
        <source>Ended</source>
        <translation>Fine</translation>
    </message>
    <message>
        <source>Arguments</source>
        <translation>Argomenti</translation>
    </message>
    <message>
        <source>First error</source>
        <translation>Primo errore</translation>
    </message>
    <message>
        <source>(no log)</source>
        <translation>(nessun log)</translation>
    </message>
    <message>
        <source>Searching the log…</source>
        <translation>Ricerca nel log in corso…</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(nessuno)</translation>
    </message>
    <message>
        <source>(the log could not be read: %1)</source>
        <translation>(impossibile leggere il log: %1)</translation>
    </message>
    <message>
        <source>The trials differ here</source>
        <translation>Le prove differiscono qui</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::TrialErrorFinder</name>
    <message>
        <source>No backend</source>
        <translation>Nessun backend</translation>
    </message>
    <message>
        <source>(line %1 could not be read)</source>
        <translation>(impossibile leggere la riga %1)</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::TrialsView</name>
    <message>
        <source>&amp;Logs</source>
        <translation>&amp;Log</translation>
    </message>
    <message>
        <source>Show the current trial&apos;s log and command line (Enter, double-click)</source>
        <translation>Mostra il log e la riga di comando della prova corrente (Enter, doppio clic)</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>&amp;Confronta</translation>
    </message>
    <message>
        <source>Compare the two selected trials side by side (Ctrl+Shift+C)</source>
        <translation>Confronta affiancate le due prove selezionate (Ctrl+Shift+C)</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>&amp;Esporta CSV…</translation>
    </message>
    <message>
        <source>Save the table as shown to a CSV file (Ctrl+S)</source>
        <translation>Salva la tabella così come è mostrata in un file CSV (Ctrl+S)</translation>
    </message>
    <message>
        <source>C&amp;lear brushes</source>
        <translation>Rimuovi &amp;selezioni</translation>
    </message>
    <message>
        <source>Show every trial again (Esc)</source>
        <translation>Mostra di nuovo tutte le prove (Esc)</translation>
    </message>
    <message>
        <source>Trials</source>
        <translation>Prove</translation>
    </message>
    <message>
        <source>&amp;Hyperparameter:</source>
        <translation>&amp;Iperparametro:</translation>
    </message>
    <message>
        <source>The hyperparameter on the x axis</source>
        <translation>L&apos;iperparametro sull&apos;asse x</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Valore obiettivo</translation>
    </message>
    <message>
        <source>Each trial&apos;s final value and the best so far</source>
        <translation>Il valore finale di ogni prova e il migliore finora</translation>
    </message>
    <message>
        <source>Curves</source>
        <translation>Curve</translation>
    </message>
    <message>
        <source>Every intermediate value by step; unfinished trials dashed</source>
        <translation>Ogni valore intermedio per passo; prove non terminate tratteggiate</translation>
    </message>
    <message>
        <source>Parallel coordinates</source>
        <translation>Coordinate parallele</translation>
    </message>
    <message>
        <source>Drag along an axis to keep a range of it; click the axis to drop it</source>
        <translation>Trascina lungo un asse per mantenerne un intervallo; fai clic sull&apos;asse per rimuoverlo</translation>
    </message>
    <message>
        <source>Scatter</source>
        <translation>Grafico a dispersione</translation>
    </message>
    <message>
        <source>The objective against one hyperparameter</source>
        <translation>Il valore obiettivo rispetto a un iperparametro</translation>
    </message>
    <message>
        <source>No trial has started yet.</source>
        <translation>Nessuna prova è ancora stata avviata.</translation>
    </message>
    <message>
        <source>%1 of %2 trials done</source>
        <translation>%1 prove completate su %2</translation>
    </message>
    <message numerus="yes">
        <source>%n running</source>
        <translation>
            <numerusform>%n in esecuzione</numerusform>
            <numerusform>%n in esecuzione</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed</source>
        <translation>
            <numerusform>%n non riuscita</numerusform>
            <numerusform>%n non riuscite</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stopped early</source>
        <translation>
            <numerusform>%n interrotta in anticipo</numerusform>
            <numerusform>%n interrotte in anticipo</numerusform>
        </translation>
    </message>
    <message>
        <source>best %1 %2 (trial %3, %4)</source>
        <translation>migliore %1 %2 (prova %3, %4)</translation>
    </message>
    <message>
        <source>minimizing</source>
        <translation>minimizzazione</translation>
    </message>
    <message>
        <source>maximizing</source>
        <translation>massimizzazione</translation>
    </message>
    <message>
        <source>%1 shown by the brushes</source>
        <translation>%1 visibili con le selezioni</translation>
    </message>
    <message>
        <source>Trial %1</source>
        <translation>Prova %1</translation>
    </message>
    <message>
        <source>stopped early</source>
        <translation>interrotta in anticipo</translation>
    </message>
    <message>
        <source>Select a trial to see how its trainer ran; Enter opens its log.</source>
        <translation>Seleziona una prova per vedere come è stata eseguita la sua applicazione di addestramento; premi Enter per aprirne il log.</translation>
    </message>
    <message>
        <source>Export trials</source>
        <translation>Esporta prove</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>File CSV (*.csv)</translation>
    </message>
    <message>
        <source>Duration (s)</source>
        <translation>Durata (s)</translation>
    </message>
    <message>
        <source>Trial charts</source>
        <translation>Grafici delle prove</translation>
    </message>
    <message>
        <source>Importance</source>
        <translation>Importanza</translation>
    </message>
    <message>
        <source>How much of the objective&apos;s spread each hyperparameter explains, from the finished trials</source>
        <translation>Quanta parte della variazione dell’obiettivo spiega ciascun iperparametro, dalle prove concluse</translation>
    </message>
    <message>
        <source>%1 does not compute parameter importance; a Trainyard daemon does.</source>
        <translation>%1 non calcola l’importanza dei parametri; un demone Trainyard sì.</translation>
    </message>
    <message>
        <source>Parameter importance could not be read: %1</source>
        <translation>Impossibile leggere l’importanza dei parametri: %1</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::VertexBasicsPage</name>
    <message>
        <source>Vertex AI job</source>
        <translation>Job Vertex AI</translation>
    </message>
    <message>
        <source>A CustomJob or a HyperparameterTuningJob, as Vertex AI takes it.</source>
        <translation>Un CustomJob o un HyperparameterTuningJob, così come lo accetta Vertex AI.</translation>
    </message>
    <message>
        <source>B&amp;ackend:</source>
        <translation>&amp;Backend:</translation>
    </message>
    <message>
        <source>Custom job</source>
        <translation>Job personalizzato</translation>
    </message>
    <message>
        <source>Hyperparameter tuning job</source>
        <translation>Job di ottimizzazione degli iperparametri</translation>
    </message>
    <message>
        <source>Job &amp;kind:</source>
        <translation>&amp;Tipo di job:</translation>
    </message>
    <message>
        <source>what the job list shows (up to 128 characters)</source>
        <translation>ciò che mostra l&apos;elenco dei job (fino a 128 caratteri)</translation>
    </message>
    <message>
        <source>&amp;Display name:</source>
        <translation>N&amp;ome visualizzato:</translation>
    </message>
    <message>
        <source>team=vision</source>
        <translation>team=vision</translation>
    </message>
    <message>
        <source>Lab&amp;els:</source>
        <translation>&amp;Etichette:</translation>
    </message>
    <message>
        <source>&amp;Location:</source>
        <translation>&amp;Località:</translation>
    </message>
    <message>
        <source>&amp;Import JSON, YAML or gcloud…</source>
        <translation>Im&amp;porta JSON, YAML o gcloud…</translation>
    </message>
    <message>
        <source>A Vertex AI request body, a gcloud ai … --config file, or a gcloud ai … create command</source>
        <translation>Il corpo di una richiesta Vertex AI, un file --config di gcloud ai … o un comando gcloud ai … create</translation>
    </message>
    <message>
        <source>Con&amp;vert a v1 job…</source>
        <translation>&amp;Converti un job v1…</translation>
    </message>
    <message>
        <source>An AI Platform Training job (JSON, config.yaml or gcloud ai-platform command) as a Vertex AI job</source>
        <translation>Un job AI Platform Training (JSON, config.yaml o comando gcloud ai-platform) come job Vertex AI</translation>
    </message>
    <message>
        <source>Left out by the conversion:</source>
        <translation>Omesso dalla conversione:</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::VertexImportDialog</name>
    <message>
        <source>Import a Vertex AI job</source>
        <translation>Importa un job Vertex AI</translation>
    </message>
    <message>
        <source>&amp;JSON body, --config YAML, or gcloud ai … create command:</source>
        <translation>Corpo &amp;JSON, YAML di --config o comando gcloud ai … create:</translation>
    </message>
    <message>
        <source>C&amp;onfig file, when the command has --config (its content):</source>
        <translation>&amp;File di configurazione, se il comando ha --config (il suo contenuto):</translation>
    </message>
    <message>
        <source>Open in the &amp;wizard</source>
        <translation>Apri nella procedura &amp;guidata</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>A&amp;nnulla</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::VertexJobPage</name>
    <message>
        <source>Output and scheduling</source>
        <translation>Output e pianificazione</translation>
    </message>
    <message>
        <source>What every pool of the job shares.</source>
        <translation>Ciò che condividono tutti i pool del job.</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Output</translation>
    </message>
    <message>
        <source>gs://bucket/dir/ (on a Trainyard daemon also a local path)</source>
        <translation>gs://bucket/dir/ (su un daemon Trainyard anche un percorso locale)</translation>
    </message>
    <message>
        <source>Base &amp;output directory:</source>
        <translation>Directory di &amp;output di base:</translation>
    </message>
    <message>
        <source>Scheduling</source>
        <translation>Pianificazione</translation>
    </message>
    <message>
        <source>e.g. 7200s (default: 7 days)</source>
        <translation>ad es. 7200s (predefinito: 7 giorni)</translation>
    </message>
    <message>
        <source>&amp;Timeout:</source>
        <translation>Ti&amp;meout:</translation>
    </message>
    <message>
        <source>e.g. 1800s</source>
        <translation>ad es. 1800s</translation>
    </message>
    <message>
        <source>Max. &amp;wait:</source>
        <translation>Att&amp;esa massima:</translation>
    </message>
    <message>
        <source>&amp;Strategy:</source>
        <translation>Strate&amp;gia:</translation>
    </message>
    <message>
        <source>default (on demand)</source>
        <translation>predefinita (su richiesta)</translation>
    </message>
    <message>
        <source>On demand</source>
        <translation>Su richiesta</translation>
    </message>
    <message>
        <source>Low cost</source>
        <translation>Basso costo</translation>
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
        <translation>Flex start</translation>
    </message>
    <message>
        <source>&amp;Restart the whole job when a worker restarts</source>
        <translation>&amp;Riavvia l&apos;intero job quando un worker si riavvia</translation>
    </message>
    <message>
        <source>&amp;Disable retries</source>
        <translation>&amp;Disattiva i nuovi tentativi</translation>
    </message>
    <message>
        <source>Identity and access</source>
        <translation>Identità e accesso</translation>
    </message>
    <message>
        <source>default: the project&apos;s Vertex AI service agent</source>
        <translation>predefinito: l&apos;agente di servizio Vertex AI del progetto</translation>
    </message>
    <message>
        <source>Service &amp;account:</source>
        <translation>A&amp;ccount di servizio:</translation>
    </message>
    <message>
        <source>projects/NUMBER/global/networks/NAME</source>
        <translation>projects/NUMBER/global/networks/NAME</translation>
    </message>
    <message>
        <source>Networ&amp;k:</source>
        <translation>Re&amp;te:</translation>
    </message>
    <message>
        <source>Enable &amp;interactive shell (web access)</source>
        <translation>Abilita la &amp;shell interattiva (accesso web)</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::VertexPoolEditor</name>
    <message>
        <source>Pool 0 — primary replica</source>
        <translation>Pool 0 — replica primaria</translation>
    </message>
    <message>
        <source>Pool 1 — workers</source>
        <translation>Pool 1 — worker</translation>
    </message>
    <message>
        <source>Pool 2 — parameter servers</source>
        <translation>Pool 2 — server dei parametri</translation>
    </message>
    <message>
        <source>Pool 3 — evaluators</source>
        <translation>Pool 3 — valutatori</translation>
    </message>
    <message>
        <source>U&amp;se this pool</source>
        <translation>U&amp;sa questo pool</translation>
    </message>
    <message>
        <source>%1 — %2 vCPUs, %3 GB</source>
        <translation>%1 — %2 vCPU, %3 GB</translation>
    </message>
    <message>
        <source> (unverified)</source>
        <translation> (non verificato)</translation>
    </message>
    <message>
        <source>&amp;Machine type:</source>
        <translation>Tipo di &amp;macchina:</translation>
    </message>
    <message>
        <source>Accelerator count</source>
        <translation>Numero di acceleratori</translation>
    </message>
    <message>
        <source>×</source>
        <translation>×</translation>
    </message>
    <message>
        <source>Acc&amp;elerator:</source>
        <translation>Acc&amp;eleratore:</translation>
    </message>
    <message>
        <source>&amp;Replicas:</source>
        <translation>&amp;Repliche:</translation>
    </message>
    <message>
        <source>default (SSD)</source>
        <translation>predefinito (SSD)</translation>
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
        <translation>Dimensione del disco di avvio</translation>
    </message>
    <message>
        <source>Boot &amp;disk:</source>
        <translation>&amp;Disco di avvio:</translation>
    </message>
    <message>
        <source>&amp;Python package on a prebuilt container</source>
        <translation>&amp;Pacchetto Python su un container precompilato</translation>
    </message>
    <message>
        <source>Custom c&amp;ontainer</source>
        <translation>C&amp;ontainer personalizzato</translation>
    </message>
    <message>
        <source>Code:</source>
        <translation>Codice:</translation>
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
        <translation>Un container di addestramento precompilato o l&apos;URI di un altro</translation>
    </message>
    <message>
        <source>Con&amp;tainer:</source>
        <translation>Con&amp;tainer:</translation>
    </message>
    <message>
        <source>Pac&amp;kage URIs:</source>
        <translation>URI dei pacc&amp;hetti:</translation>
    </message>
    <message>
        <source>Modu&amp;le:</source>
        <translation>Modu&amp;lo:</translation>
    </message>
    <message>
        <source>Ar&amp;guments:</source>
        <translation>Ar&amp;gomenti:</translation>
    </message>
    <message>
        <source>En&amp;vironment:</source>
        <translation>Am&amp;biente:</translation>
    </message>
    <message>
        <source>&amp;Image URI:</source>
        <translation>&amp;URI dell&apos;immagine:</translation>
    </message>
    <message>
        <source>Comm&amp;and:</source>
        <translation>&amp;Comando:</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valore</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(nessuno)</translation>
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
        <translation>Pool di worker</translation>
    </message>
    <message>
        <source>Pool 0 runs one replica (the chief); pools 1–3 add workers, parameter servers and evaluators.</source>
        <translation>Il pool 0 esegue una replica (il chief); i pool 1–3 aggiungono worker, server dei parametri e valutatori.</translation>
    </message>
    <message>
        <source>Pool &amp;%1</source>
        <translation>Pool &amp;%1</translation>
    </message>
    <message>
        <source> (unused)</source>
        <translation> (inutilizzato)</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::VertexReviewPage</name>
    <message>
        <source>Review</source>
        <translation>Revisione</translation>
    </message>
    <message>
        <source>The job as it will be sent. Each text sends it again: copy the one you need.</source>
        <translation>Il job così come verrà inviato. Ciascun testo lo invia di nuovo: copia quello che ti serve.</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Problemi</translation>
    </message>
    <message>
        <source>&amp;JSON (REST body)</source>
        <translation>&amp;JSON (corpo REST)</translation>
    </message>
    <message>
        <source>&amp;YAML (--config file)</source>
        <translation>&amp;YAML (file --config)</translation>
    </message>
    <message>
        <source>&amp;gcloud command</source>
        <translation>Comando &amp;gcloud</translation>
    </message>
    <message>
        <source>Co&amp;py</source>
        <translation>Co&amp;pia</translation>
    </message>
    <message>
        <source>The backend refused the job: %1</source>
        <translation>Il backend ha rifiutato il job: %1</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::VertexStudyPage</name>
    <message>
        <source>Double</source>
        <translation>Decimale</translation>
    </message>
    <message>
        <source>Integer</source>
        <translation>Intero</translation>
    </message>
    <message>
        <source>Categorical</source>
        <translation>Categorico</translation>
    </message>
    <message>
        <source>Discrete</source>
        <translation>Discreto</translation>
    </message>
    <message>
        <source>Study</source>
        <translation>Studio</translation>
    </message>
    <message>
        <source>What each trial reports, which parameters it tries, and how many trials run.</source>
        <translation>Cosa riporta ogni prova, quali parametri prova e quante prove vengono eseguite.</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>Metrica</translation>
    </message>
    <message>
        <source>as the trainer reports it (hypertune&apos;s metric tag)</source>
        <translation>così come la riporta l&apos;applicazione di addestramento (il tag della metrica di hypertune)</translation>
    </message>
    <message>
        <source>M&amp;etric:</source>
        <translation>M&amp;etrica:</translation>
    </message>
    <message>
        <source>G&amp;oal:</source>
        <translation>O&amp;biettivo:</translation>
    </message>
    <message>
        <source>(choose)</source>
        <translation>(scegli)</translation>
    </message>
    <message>
        <source>Maximize</source>
        <translation>Massimizza</translation>
    </message>
    <message>
        <source>Minimize</source>
        <translation>Minimizza</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parametri</translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation>Parametro</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Range or values</source>
        <translation>Intervallo o valori</translation>
    </message>
    <message>
        <source>When its parent is</source>
        <translation>Quando il genitore è</translation>
    </message>
    <message>
        <source>&amp;Add parameter</source>
        <translation>Aggiungi &amp;parametro</translation>
    </message>
    <message>
        <source>Add con&amp;ditional parameter</source>
        <translation>Aggiungi parametro con&amp;dizionale</translation>
    </message>
    <message>
        <source>A parameter tried only when the selected one takes the values you list</source>
        <translation>Un parametro provato solo quando quello selezionato assume i valori che elenchi</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Rimuovi</translation>
    </message>
    <message>
        <source>Trials</source>
        <translation>Prove</translation>
    </message>
    <message>
        <source>Al&amp;gorithm:</source>
        <translation>Al&amp;goritmo:</translation>
    </message>
    <message>
        <source>default (Bayesian optimization)</source>
        <translation>predefinito (ottimizzazione bayesiana)</translation>
    </message>
    <message>
        <source>Grid search</source>
        <translation>Ricerca a griglia</translation>
    </message>
    <message>
        <source>Random search</source>
        <translation>Ricerca casuale</translation>
    </message>
    <message>
        <source>Max. &amp;trials:</source>
        <translation>Numero ma&amp;x. di prove:</translation>
    </message>
    <message>
        <source>&amp;Parallel trials:</source>
        <translation>Prove in para&amp;llelo:</translation>
    </message>
    <message>
        <source>Max. &amp;failed trials:</source>
        <translation>Numero max. di prove &amp;fallite:</translation>
    </message>
    <message>
        <source>&amp;Stop trials early that fall below the median (median automated stopping)</source>
        <translation>Interrompi in anticipo le prove c&amp;he scendono sotto la mediana (arresto automatico sulla mediana)</translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation>(senza nome)</translation>
    </message>
    <message>
        <source>Selected parameter</source>
        <translation>Parametro selezionato</translation>
    </message>
    <message>
        <source>Parameter &amp;ID:</source>
        <translation>ID del parame&amp;tro:</translation>
    </message>
    <message>
        <source>T&amp;ype:</source>
        <translation>Tip&amp;o:</translation>
    </message>
    <message>
        <source>&amp;Minimum:</source>
        <translation>&amp;Minimo:</translation>
    </message>
    <message>
        <source>Ma&amp;ximum:</source>
        <translation>Ma&amp;ssimo:</translation>
    </message>
    <message>
        <source>&amp;Values (one a line):</source>
        <translation>Valori (&amp;uno per riga):</translation>
    </message>
    <message>
        <source>Sca&amp;le:</source>
        <translation>S&amp;cala:</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(nessuna)</translation>
    </message>
    <message>
        <source>Linear</source>
        <translation>Lineare</translation>
    </message>
    <message>
        <source>Logarithmic</source>
        <translation>Logaritmica</translation>
    </message>
    <message>
        <source>Reverse logarithmic</source>
        <translation>Logaritmica inversa</translation>
    </message>
    <message>
        <source>&amp;When the parent is (one a line):</source>
        <translation>&amp;Quando il genitore è (uno per riga):</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::VertexWizard</name>
    <message>
        <source>New Vertex AI job</source>
        <translation>Nuovo job Vertex AI</translation>
    </message>
    <message>
        <source>&lt; &amp;Back</source>
        <translation>&lt; &amp;Indietro</translation>
    </message>
    <message>
        <source>&amp;Next &gt;</source>
        <translation>&amp;Avanti &gt;</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>A&amp;nnulla</translation>
    </message>
    <message>
        <source>S&amp;ubmit</source>
        <translation>In&amp;via</translation>
    </message>
    <message>
        <source>Convert a v1 job</source>
        <translation>Converti un job v1</translation>
    </message>
    <message>
        <source>Jobs (*.json *.yaml *.yml *.sh *.txt);;All files (*)</source>
        <translation>Job (*.json *.yaml *.yml *.sh *.txt);;Tutti i file (*)</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::jobfiles</name>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>Impossibile leggere %1: %2</translation>
    </message>
    <message>
        <source>%1 is too large for a job file</source>
        <translation>%1 è troppo grande per un file di job</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>Impossibile scrivere %1: %2</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::trialcsv</name>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>Impossibile scrivere %1: %2</translation>
    </message>
</context>
</TS>
