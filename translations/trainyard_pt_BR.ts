<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
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
        <translation>Não especificado</translation>
    </message>
    <message>
        <source>Queued</source>
        <translation>Na fila</translation>
    </message>
    <message>
        <source>Preparing</source>
        <translation>Preparando</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Em execução</translation>
    </message>
    <message>
        <source>Succeeded</source>
        <translation>Concluído</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Com falha</translation>
    </message>
    <message>
        <source>Cancelling</source>
        <translation>Cancelando</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Cancelado</translation>
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
        <translation>%1min %2s</translation>
    </message>
    <message>
        <source>%1h %2m</source>
        <translation>%1h %2min</translation>
    </message>
    <message>
        <source>%1d %2h</source>
        <translation>%1d %2h</translation>
    </message>
    <message>
        <source>1 master</source>
        <translation>1 mestre</translation>
    </message>
    <message>
        <source>1 worker</source>
        <translation>1 worker</translation>
    </message>
    <message>
        <source>%1 workers</source>
        <translation>%1 workers</translation>
    </message>
    <message>
        <source>1 parameter server</source>
        <translation>1 servidor de parâmetros</translation>
    </message>
    <message>
        <source>%1 parameter servers</source>
        <translation>%1 servidores de parâmetros</translation>
    </message>
    <message>
        <source>1 evaluator</source>
        <translation>1 avaliador</translation>
    </message>
    <message>
        <source>%1 evaluators</source>
        <translation>%1 avaliadores</translation>
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
        <translation>mestre: %1</translation>
    </message>
    <message>
        <source>workers: %1× %2</source>
        <translation>workers: %1× %2</translation>
    </message>
    <message>
        <source>parameter servers: %1× %2</source>
        <translation>servidores de parâmetros: %1× %2</translation>
    </message>
    <message>
        <source>evaluators: %1× %2</source>
        <translation>avaliadores: %1× %2</translation>
    </message>
    <message>
        <source>image: %1</source>
        <translation>imagem: %1</translation>
    </message>
    <message>
        <source>minimize</source>
        <translation>minimizar</translation>
    </message>
    <message>
        <source>maximize</source>
        <translation>maximizar</translation>
    </message>
    <message>
        <source>%1 %2, trial %3 (%4)</source>
        <translation>%1 %2, teste %3 (%4)</translation>
    </message>
</context>
<context>
    <name>trainyard</name>
    <message>
        <source>Desktop console for machine-learning training jobs.</source>
        <translation>Console de desktop para jobs de treinamento de machine learning.</translation>
    </message>
    <message>
        <source>The local daemon&apos;s socket (default: the daemon&apos;s own default).</source>
        <translation>O soquete do daemon local (padrão: o padrão do próprio daemon).</translation>
    </message>
    <message>
        <source>The trainyardd to start when none answers (default: next to this program, else on PATH).</source>
        <translation>O trainyardd a ser iniciado quando nenhum responder (padrão: o que estiver ao lado deste programa; caso contrário, o do PATH).</translation>
    </message>
    <message>
        <source>An argument for a daemon the console starts (repeatable), e.g. --daemon-arg=--data-dir=/srv/jobs.</source>
        <translation>Um argumento para um daemon iniciado pelo console (pode ser repetido), por exemplo, --daemon-arg=--data-dir=/srv/jobs.</translation>
    </message>
    <message>
        <source>Never start the local daemon; only connect to it.</source>
        <translation>Nunca iniciar o daemon local; apenas se conectar a ele.</translation>
    </message>
    <message>
        <source>Do not show the local daemon at all (remote backends only).</source>
        <translation>Não mostrar o daemon local (somente back-ends remotos).</translation>
    </message>
</context>
<context>
    <name>trainyard::client::HttpTransport</name>
    <message>
        <source>The server&apos;s certificate is not trusted: it is self-signed, from an unknown certificate authority, or for another host name. Pin it in Settings (Test, then Trust this certificate…) or give the backend a CA file.</source>
        <translation>O certificado do servidor não é confiável: ele é autoassinado, emitido por uma autoridade certificadora desconhecida ou para outro nome de host. Fixe-o em Configurações (Testar e depois &quot;Confiar neste certificado…&quot;) ou informe um arquivo de CA para o back-end.</translation>
    </message>
    <message>
        <source>THE SERVER&apos;S CERTIFICATE HAS CHANGED since you pinned it. Someone may be intercepting the connection; nothing was sent. If the daemon&apos;s certificate was replaced on purpose, compare its fingerprint with the daemon&apos;s and forget the old pin in the backend&apos;s settings.</source>
        <translation>O CERTIFICADO DO SERVIDOR MUDOU desde que você o fixou. Alguém pode estar interceptando a conexão; nada foi enviado. Se o certificado do daemon foi substituído de propósito, compare a impressão digital dele com a do daemon e esqueça o pin antigo nas configurações do back-end.</translation>
    </message>
    <message>
        <source>The backend&apos;s CA file cannot be read or holds no certificate.</source>
        <translation>Não é possível ler o arquivo de CA do back-end, ou ele não contém nenhum certificado.</translation>
    </message>
    <message>
        <source>The TLS handshake failed: the server may speak plain HTTP (try http://), or it offers no TLS version this console accepts.</source>
        <translation>O handshake TLS falhou: o servidor pode estar usando HTTP sem criptografia (tente http://) ou não oferece nenhuma versão de TLS que este console aceite.</translation>
    </message>
    <message>
        <source>Refused to send the token and jobs unencrypted to %1: use https://, or allow plain HTTP for this backend in Settings if the network is trusted.</source>
        <translation>O envio do token e dos jobs sem criptografia para %1 foi recusado: use https:// ou permita HTTP sem criptografia para este back-end em Configurações se a rede for confiável.</translation>
    </message>
</context>
<context>
    <name>trainyard::client::LocalDaemonBackend</name>
    <message>
        <source>trainyardd was not found next to the console or on PATH; install it or start it yourself</source>
        <translation>o trainyardd não foi encontrado ao lado do console nem no PATH; instale-o ou inicie-o você mesmo</translation>
    </message>
    <message>
        <source>could not start %1</source>
        <translation>não foi possível iniciar %1</translation>
    </message>
    <message>
        <source>the daemon (pid %1) did not stop within 15 seconds</source>
        <translation>o daemon (pid %1) não parou em 15 segundos</translation>
    </message>
</context>
<context>
    <name>trainyard::client::LocalVertexBackend</name>
    <message>
        <source>waiting for the local daemon</source>
        <translation>aguardando o daemon local</translation>
    </message>
</context>
<context>
    <name>trainyard::client::SshDaemonBackend</name>
    <message>
        <source>Opening an SSH connection to %1…</source>
        <translation>Abrindo uma conexão SSH com %1…</translation>
    </message>
    <message>
        <source>Trying again.</source>
        <translation>Tentando novamente.</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 em %2</translation>
    </message>
    <message>
        <source>No trainyardd answers at %1: start it there (trainyardd --socket %2).</source>
        <translation>Nenhum trainyardd responde em %1: inicie-o lá (trainyardd --socket %2).</translation>
    </message>
    <message>
        <source>Starting trainyardd on %1…</source>
        <translation>Iniciando o trainyardd em %1…</translation>
    </message>
    <message>
        <source>trainyardd was not found on %1: install it there, or give its path in the backend&apos;s settings.</source>
        <translation>O trainyardd não foi encontrado em %1: instale-o lá ou informe o caminho dele nas configurações do back-end.</translation>
    </message>
    <message>
        <source>trainyardd could not be started on %1 (exit status %2): %3</source>
        <translation>Não foi possível iniciar o trainyardd em %1 (status de saída %2): %3</translation>
    </message>
</context>
<context>
    <name>trainyard::client::SshFailure</name>
    <message>
        <source>The host key of %1 has CHANGED since you last connected. Someone may be intercepting the connection, or the host was reinstalled: ask its administrator before you remove the old key from known_hosts. Nothing was sent.</source>
        <translation>A chave de host de %1 MUDOU desde a sua última conexão. Alguém pode estar interceptando a conexão, ou o host foi reinstalado: pergunte ao administrador dele antes de remover a chave antiga do known_hosts. Nada foi enviado.</translation>
    </message>
    <message>
        <source>The host key of %1 is not known: connect once with ssh in a terminal, check the fingerprint and accept it, then reconnect.</source>
        <translation>A chave de host de %1 não é conhecida: conecte-se uma vez com ssh em um terminal, confira a impressão digital e aceite-a; depois, conecte-se novamente.</translation>
    </message>
    <message>
        <source>%1 refused your SSH key: check that your key is in ~/.ssh/authorized_keys there and loaded (ssh-add -l); a key with a passphrase needs the agent.</source>
        <translation>%1 recusou sua chave SSH: verifique se a sua chave está em ~/.ssh/authorized_keys lá e se está carregada (ssh-add -l); uma chave com senha precisa do agente.</translation>
    </message>
    <message>
        <source>The host name %1 cannot be resolved: check its spelling, your network or VPN, and ~/.ssh/config.</source>
        <translation>Não é possível resolver o nome de host %1: verifique a grafia, sua rede ou VPN e o ~/.ssh/config.</translation>
    </message>
    <message>
        <source>%1 cannot be reached: it may be down, or a firewall or VPN stands in the way.</source>
        <translation>%1 não pode ser alcançado: ele pode estar fora do ar, ou um firewall ou VPN está bloqueando o caminho.</translation>
    </message>
    <message>
        <source>The SSH connection to %1 was lost.</source>
        <translation>A conexão SSH com %1 foi perdida.</translation>
    </message>
    <message>
        <source>ssh could not connect to %1.</source>
        <translation>O ssh não conseguiu se conectar a %1.</translation>
    </message>
    <message>
        <source>%1 could not be run (%2): install OpenSSH&apos;s client or name its path.</source>
        <translation>Não foi possível executar %1 (%2): instale o cliente OpenSSH ou informe o caminho dele.</translation>
    </message>
</context>
<context>
    <name>trainyard::client::SshTarget</name>
    <message>
        <source>Destination: name the host, like user@login-node or a Host of your ssh config.</source>
        <translation>Destino: informe o host, como user@login-node ou um Host da sua configuração do ssh.</translation>
    </message>
    <message>
        <source>Destination: &quot;%1&quot; is not a host: it must not start with &apos;-&apos; or contain spaces.</source>
        <translation>Destino: &quot;%1&quot; não é um host: não pode começar com &apos;-&apos; nem conter espaços.</translation>
    </message>
    <message>
        <source>Jump host: &quot;%1&quot; is not a host list: like user@bastion or a,b; no spaces, not starting with &apos;-&apos;.</source>
        <translation>Host intermediário: &quot;%1&quot; não é uma lista de hosts como user@bastion ou a,b: sem espaços e sem começar com &apos;-&apos;.</translation>
    </message>
    <message>
        <source>SSH program: name ssh or its path.</source>
        <translation>Programa SSH: informe o ssh ou o caminho dele.</translation>
    </message>
</context>
<context>
    <name>trainyard::client::SshTunnel</name>
    <message>
        <source>The daemon&apos;s socket on %1 could not be found; give its path in the backend&apos;s settings.</source>
        <translation>O soquete do daemon em %1 não foi encontrado; informe o caminho dele nas configurações do back-end.</translation>
    </message>
    <message>
        <source>ssh could not forward %1 to %2 on %3.</source>
        <translation>O ssh não conseguiu encaminhar %1 para %2 em %3.</translation>
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
        <translation>Estado</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Criado em</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Duração</translation>
    </message>
    <message>
        <source>Scale tier</source>
        <translation>Nível de escalonamento</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>Região</translation>
    </message>
    <message>
        <source>Labels</source>
        <translation>Rótulos</translation>
    </message>
    <message>
        <source>Best metric</source>
        <translation>Melhor métrica</translation>
    </message>
</context>
<context>
    <name>trainyard::models::NotificationEngine</name>
    <message>
        <source>Job %1 is queued</source>
        <translation>O job %1 está na fila</translation>
    </message>
    <message>
        <source>Job %1 is preparing</source>
        <translation>O job %1 está sendo preparado</translation>
    </message>
    <message>
        <source>Job %1 is running</source>
        <translation>O job %1 está em execução</translation>
    </message>
    <message>
        <source>Job %1 succeeded</source>
        <translation>O job %1 foi concluído</translation>
    </message>
    <message>
        <source>Job %1 failed</source>
        <translation>O job %1 falhou</translation>
    </message>
    <message>
        <source>Job %1 is being cancelled</source>
        <translation>O job %1 está sendo cancelado</translation>
    </message>
    <message>
        <source>Job %1 was cancelled</source>
        <translation>O job %1 foi cancelado</translation>
    </message>
    <message>
        <source>Job %1 is %2</source>
        <translation>O job %1 está no estado %2</translation>
    </message>
    <message>
        <source>on %1</source>
        <translation>em %1</translation>
    </message>
    <message>
        <source>Job %1 logged “%2”</source>
        <translation>O job %1 registrou “%2”</translation>
    </message>
    <message>
        <source>on %1: %2</source>
        <translation>em %1: %2</translation>
    </message>
    <message>
        <source>(and 1 more line)</source>
        <translation>(e mais 1 linha)</translation>
    </message>
    <message numerus="yes">
        <source>(and %n more lines)</source>
        <translation>
            <numerusform>(e mais %n linha)</numerusform>
            <numerusform>(e mais %n linhas)</numerusform>
        </translation>
    </message>
    <message>
        <source>Job %1, trial %2: %3 above %4</source>
        <translation>Job %1, teste %2: %3 acima de %4</translation>
    </message>
    <message>
        <source>Job %1, trial %2: %3 below %4</source>
        <translation>Job %1, teste %2: %3 abaixo de %4</translation>
    </message>
    <message>
        <source>on %1: reported %2 at step %3</source>
        <translation>em %1: relatou %2 na etapa %3</translation>
    </message>
    <message>
        <source>on %1: reported %2</source>
        <translation>em %1: relatou %2</translation>
    </message>
</context>
<context>
    <name>trainyard::models::NotificationRules</name>
    <message>
        <source>State change</source>
        <translation>Mudança de estado</translation>
    </message>
    <message>
        <source>Log line</source>
        <translation>Linha de log</translation>
    </message>
    <message>
        <source>Metric threshold</source>
        <translation>Limite de métrica</translation>
    </message>
    <message>
        <source>no state chosen</source>
        <translation>nenhum estado escolhido</translation>
    </message>
    <message>
        <source>enters %1</source>
        <translation>entra em %1</translation>
    </message>
    <message>
        <source>no pattern</source>
        <translation>nenhum padrão</translation>
    </message>
    <message>
        <source>line matches “%1”</source>
        <translation>linha corresponde a “%1”</translation>
    </message>
    <message>
        <source> (WARNING and up)</source>
        <translation> (WARNING e acima)</translation>
    </message>
    <message>
        <source> (ERROR and up)</source>
        <translation> (ERROR e acima)</translation>
    </message>
    <message>
        <source>the objective metric</source>
        <translation>a métrica objetivo</translation>
    </message>
    <message>
        <source>%1 above %2</source>
        <translation>%1 acima de %2</translation>
    </message>
    <message>
        <source>%1 below %2</source>
        <translation>%1 abaixo de %2</translation>
    </message>
    <message>
        <source>every job</source>
        <translation>todos os jobs</translation>
    </message>
    <message>
        <source>jobs “%1”</source>
        <translation>jobs “%1”</translation>
    </message>
    <message>
        <source> on “%1”</source>
        <translation> em “%1”</translation>
    </message>
    <message>
        <source>Rule %1 (%2)</source>
        <translation>Regra %1 (%2)</translation>
    </message>
    <message>
        <source>%1: choose at least one state.</source>
        <translation>%1: escolha pelo menos um estado.</translation>
    </message>
    <message>
        <source>%1: the pattern is empty.</source>
        <translation>%1: o padrão está vazio.</translation>
    </message>
    <message>
        <source>%1: the pattern is not a valid regular expression: %2 at offset %3.</source>
        <translation>%1: o padrão não é uma expressão regular válida: %2 na posição %3.</translation>
    </message>
    <message>
        <source>%1: the rate limit must be between 1 and %2 seconds.</source>
        <translation>%1: o limite de frequência precisa estar entre 1 e %2 segundos.</translation>
    </message>
    <message>
        <source>%1: the threshold must be a finite number.</source>
        <translation>%1: o limite precisa ser um número finito.</translation>
    </message>
    <message>
        <source>%1: the job filter is not a valid wildcard.</source>
        <translation>%1: o filtro de jobs não é um curinga válido.</translation>
    </message>
    <message>
        <source>%1: the backend filter is not a valid wildcard.</source>
        <translation>%1: o filtro de back-ends não é um curinga válido.</translation>
    </message>
</context>
<context>
    <name>trainyard::models::OutputTreeModel</name>
    <message>
        <source>Trial %1</source>
        <translation>Teste %1</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Tamanho</translation>
    </message>
    <message>
        <source>Modified</source>
        <translation>Modificado</translation>
    </message>
</context>
<context>
    <name>trainyard::models::TransitionModel</name>
    <message>
        <source>The job was created</source>
        <translation>O job foi criado</translation>
    </message>
    <message>
        <source>From %1</source>
        <translation>De %1</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Horário</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Time in state</source>
        <translation>Tempo no estado</translation>
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
        <translation>Sim</translation>
    </message>
    <message>
        <source>Trial %1: %2</source>
        <translation>Teste %1: %2</translation>
    </message>
    <message>
        <source>Not finished: latest %1 at step %2</source>
        <translation>Não concluído: último valor %1 na etapa %2</translation>
    </message>
    <message>
        <source>The trial failed: it has no final value</source>
        <translation>O teste falhou: não tem valor final</translation>
    </message>
    <message numerus="yes">
        <source>%n intermediate value(s)</source>
        <translation>
            <numerusform>%n valor intermediário</numerusform>
            <numerusform>%n valores intermediários</numerusform>
        </translation>
    </message>
    <message>
        <source>Started %1</source>
        <translation>Iniciado em %1</translation>
    </message>
    <message>
        <source>%1: lower is better</source>
        <translation>%1: menor é melhor</translation>
    </message>
    <message>
        <source>%1: higher is better</source>
        <translation>%1: maior é melhor</translation>
    </message>
    <message>
        <source>%1 (log scale)</source>
        <translation>%1 (escala logarítmica)</translation>
    </message>
    <message>
        <source>Trial</source>
        <translation>Teste</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Best so far</source>
        <translation>Melhor até agora</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Etapas</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Duração</translation>
    </message>
    <message>
        <source>Stopped early</source>
        <translation>Interrompido antecipadamente</translation>
    </message>
</context>
<context>
    <name>trainyard::spec::Catalog</name>
    <message>
        <source>A single worker instance. Suitable for learning how to use the service and for experimenting with new models on small datasets.</source>
        <translation>Uma única instância de worker. Adequado para aprender a usar o serviço e para fazer experimentos com novos modelos em conjuntos de dados pequenos.</translation>
    </message>
    <message>
        <source>Many workers and a few parameter servers.</source>
        <translation>Muitos workers e alguns servidores de parâmetros.</translation>
    </message>
    <message>
        <source>A large number of workers with many parameter servers.</source>
        <translation>Um grande número de workers com muitos servidores de parâmetros.</translation>
    </message>
    <message>
        <source>A single worker instance with an NVIDIA Tesla K80 GPU.</source>
        <translation>Uma única instância de worker com uma GPU NVIDIA Tesla K80.</translation>
    </message>
    <message>
        <source>A master VM and a Cloud TPU.</source>
        <translation>Uma VM mestre e uma Cloud TPU.</translation>
    </message>
    <message>
        <source>You choose the machine type and count of every replica pool: master, workers, parameter servers and evaluators.</source>
        <translation>Você escolhe o tipo e o número de máquinas de cada pool de réplicas: mestre, workers, servidores de parâmetros e avaliadores.</translation>
    </message>
</context>
<context>
    <name>trainyard::spec::DaemonMessages</name>
    <message>
        <source>created</source>
        <translation>criado</translation>
    </message>
    <message>
        <source>resources reserved: %1 slots, %2 GPUs</source>
        <translation>recursos reservados: %1 slots, %2 GPUs</translation>
    </message>
    <message>
        <source>resources reserved: %1 slots, %2 GPUs for %3 trial at once</source>
        <translation>recursos reservados: %1 slots, %2 GPUs para %3 teste ao mesmo tempo</translation>
    </message>
    <message>
        <source>resources reserved: %1 slots, %2 GPUs for %3 trials at once</source>
        <translation>recursos reservados: %1 slots, %2 GPUs para %3 testes ao mesmo tempo</translation>
    </message>
    <message>
        <source>resources reserved: %1 slots, %2 GPUs for %3 trial at once (%4)</source>
        <translation>recursos reservados: %1 slots, %2 GPUs para %3 teste ao mesmo tempo (%4)</translation>
    </message>
    <message>
        <source>resources reserved: %1 slots, %2 GPUs for %3 trials at once (%4)</source>
        <translation>recursos reservados: %1 slots, %2 GPUs para %3 testes ao mesmo tempo (%4)</translation>
    </message>
    <message>
        <source>cannot open the job&apos;s log: %1</source>
        <translation>não é possível abrir o log do job: %1</translation>
    </message>
    <message>
        <source>cancel requested</source>
        <translation>cancelamento solicitado</translation>
    </message>
    <message>
        <source>cancelled by the user</source>
        <translation>cancelado pelo usuário</translation>
    </message>
    <message>
        <source>cancelled by the user before it started</source>
        <translation>cancelado pelo usuário antes de ser iniciado</translation>
    </message>
    <message>
        <source>the job did not start running within its maxWaitTime of %1</source>
        <translation>o job não começou a ser executado dentro do seu maxWaitTime de %1</translation>
    </message>
    <message>
        <source>The job ran longer than its maxRunningTime of %1 and was stopped.</source>
        <translation>O job foi executado por mais tempo que o seu maxRunningTime de %1 e foi interrompido.</translation>
    </message>
    <message>
        <source>the daemon restarted and cannot open the job&apos;s log: %1</source>
        <translation>o daemon foi reiniciado e não consegue abrir o log do job: %1</translation>
    </message>
    <message>
        <source>the daemon restarted while the job was being prepared; it is queued again</source>
        <translation>o daemon foi reiniciado enquanto o job estava sendo preparado; ele voltou para a fila</translation>
    </message>
    <message>
        <source>The daemon restarted and could not take the job up again: %1</source>
        <translation>O daemon foi reiniciado e não conseguiu retomar o job: %1</translation>
    </message>
    <message>
        <source>cancelled (completed after a daemon restart)</source>
        <translation>cancelado (concluído após uma reinicialização do daemon)</translation>
    </message>
    <message>
        <source>its run state was lost</source>
        <translation>o estado de execução dele foi perdido</translation>
    </message>
    <message>
        <source>its tuning state (tuning.json) was lost</source>
        <translation>o estado de ajuste dele (tuning.json) foi perdido</translation>
    </message>
    <message>
        <source>%1 died while the daemon was down and was already restarted %2 times</source>
        <translation>a réplica %1 foi encerrada enquanto o daemon estava fora do ar e já tinha sido reiniciada %2 vezes</translation>
    </message>
    <message>
        <source>cannot restart %1: %2</source>
        <translation>não é possível reiniciar %1: %2</translation>
    </message>
    <message>
        <source>%1 restarted (%2 of %3): it was not running when the daemon restarted</source>
        <translation>réplica %1 reiniciada (%2 de %3): ela não estava em execução quando o daemon foi reiniciado</translation>
    </message>
    <message>
        <source>the daemon restarted and could not take it up again: %1</source>
        <translation>o daemon foi reiniciado e não conseguiu retomá-lo: %1</translation>
    </message>
    <message>
        <source>the median rule stopped it before the daemon restarted</source>
        <translation>a regra da mediana o interrompeu antes de o daemon ser reiniciado</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>não é possível abrir %1: %2</translation>
    </message>
    <message>
        <source>the Python interpreter %1 is missing or not executable; install it (Debian: apt-get install python3) or name another with trainyardd --python or trainingInput.pythonInterpreter</source>
        <translation>o interpretador Python %1 não existe ou não é executável; instale-o (Debian: apt-get install python3) ou indique outro com trainyardd --python ou trainingInput.pythonInterpreter</translation>
    </message>
    <message>
        <source>jobDir %1 is not a local path; this daemon writes job output to local folders</source>
        <translation>jobDir %1 não é um caminho local; este daemon grava a saída dos jobs em pastas locais</translation>
    </message>
    <message>
        <source>cannot create the job dir %1</source>
        <translation>não é possível criar o diretório do job %1</translation>
    </message>
    <message>
        <source>the package %1 does not exist on this machine (packageUris are local paths here)</source>
        <translation>o pacote %1 não existe nesta máquina (aqui, packageUris são caminhos locais)</translation>
    </message>
    <message>
        <source>the package %1 is neither a folder nor an sdist (.tar.gz), wheel or zip</source>
        <translation>o pacote %1 não é uma pasta, um sdist (.tar.gz), um wheel nem um zip</translation>
    </message>
    <message>
        <source>staging the package %1 failed: %2</source>
        <translation>falha ao preparar o pacote %1: %2</translation>
    </message>
    <message>
        <source>cannot run %1 to stage the package; install it (Debian: coreutils, tar)</source>
        <translation>não é possível executar %1 para preparar o pacote; instale-o (Debian: coreutils, tar)</translation>
    </message>
    <message>
        <source>custom containers need podman (apt-get install podman runc) or docker; none was found on PATH</source>
        <translation>contêineres personalizados precisam do podman (apt-get install podman runc) ou do docker; nenhum dos dois foi encontrado no PATH</translation>
    </message>
    <message>
        <source>the container engine %1 (trainyardd --container-engine) is missing or not executable; custom containers need podman (apt-get install podman runc) or docker</source>
        <translation>o mecanismo de contêiner %1 (trainyardd --container-engine) não existe ou não é executável; contêineres personalizados precisam do podman (apt-get install podman runc) ou do docker</translation>
    </message>
    <message>
        <source>the container engine %1 does not answer (`%2 info` failed: %3); custom containers need podman (apt-get install podman runc) or docker, working for the daemon&apos;s user</source>
        <translation>o mecanismo de contêiner %1 não responde (`%2 info` falhou: %3); contêineres personalizados precisam do podman (apt-get install podman runc) ou do docker, funcionando para o usuário do daemon</translation>
    </message>
    <message>
        <source>the image %1 is not on this machine and pulling it failed: %2</source>
        <translation>a imagem %1 não está nesta máquina e não foi possível extraí-la: %2</translation>
    </message>
    <message>
        <source>no output</source>
        <translation>sem saída</translation>
    </message>
    <message>
        <source>all %1 replicas started</source>
        <translation>todas as %1 réplicas iniciadas</translation>
    </message>
    <message>
        <source>cannot start %1: %2</source>
        <translation>não é possível iniciar %1: %2</translation>
    </message>
    <message>
        <source>fork failed: %1</source>
        <translation>falha no fork: %1</translation>
    </message>
    <message>
        <source>the master replica exited with code 0</source>
        <translation>a réplica mestre foi encerrada com o código 0</translation>
    </message>
    <message>
        <source>The replica %1 exited with %2.</source>
        <translation>A réplica %1 foi encerrada com %2.</translation>
    </message>
    <message>
        <source>The replica %1 exited with %2. Last lines of its stderr:</source>
        <translation>A réplica %1 foi encerrada com %2. Últimas linhas do stderr dela:</translation>
    </message>
    <message>
        <source>exit code %1</source>
        <translation>código de saída %1</translation>
    </message>
    <message>
        <source>signal %1</source>
        <translation>sinal %1</translation>
    </message>
    <message>
        <source>signal %1 (%2)</source>
        <translation>sinal %1 (%2)</translation>
    </message>
    <message>
        <source>tuning: %1 trial, %2 at once</source>
        <translation>ajuste: %1 teste, %2 ao mesmo tempo</translation>
    </message>
    <message>
        <source>tuning: %1 trials, %2 at once</source>
        <translation>ajuste: %1 testes, %2 ao mesmo tempo</translation>
    </message>
    <message>
        <source>maxParallelTrials is %1 but this daemon holds %2 trial at once: %3</source>
        <translation>maxParallelTrials é %1, mas este daemon comporta %2 teste ao mesmo tempo: %3</translation>
    </message>
    <message>
        <source>maxParallelTrials is %1 but this daemon holds %2 trials at once: %3</source>
        <translation>maxParallelTrials é %1, mas este daemon comporta %2 testes ao mesmo tempo: %3</translation>
    </message>
    <message>
        <source>a trial has %1 replica and it runs at most %2 (trainyardd --slots)</source>
        <translation>um teste tem %1 réplica e o daemon executa no máximo %2 (trainyardd --slots)</translation>
    </message>
    <message>
        <source>a trial has %1 replicas and it runs at most %2 (trainyardd --slots)</source>
        <translation>um teste tem %1 réplicas e o daemon executa no máximo %2 (trainyardd --slots)</translation>
    </message>
    <message>
        <source>a trial needs %1 GPU and it has %2 (trainyardd --gpus)</source>
        <translation>um teste precisa de %1 GPU e o daemon tem %2 (trainyardd --gpus)</translation>
    </message>
    <message>
        <source>a trial needs %1 GPUs and it has %2 (trainyardd --gpus)</source>
        <translation>um teste precisa de %1 GPUs e o daemon tem %2 (trainyardd --gpus)</translation>
    </message>
    <message>
        <source>%1 failed trial, the most this job allows (maxFailedTrials %2). The last, trial %3: %4</source>
        <translation>%1 teste com falha, o máximo que este job permite (maxFailedTrials %2). O último, teste %3: %4</translation>
    </message>
    <message>
        <source>%1 failed trials, the most this job allows (maxFailedTrials %2). The last, trial %3: %4</source>
        <translation>%1 testes com falha, o máximo que este job permite (maxFailedTrials %2). O último, teste %3: %4</translation>
    </message>
    <message>
        <source>%1 failed trial, the most this job allows (the daemon&apos;s limit of %2 for maxTrials %3 when maxFailedTrials is 0). The last, trial %4: %5</source>
        <translation>%1 teste com falha, o máximo que este job permite (o limite do daemon de %2 para maxTrials %3 quando maxFailedTrials é 0). O último, teste %4: %5</translation>
    </message>
    <message>
        <source>%1 failed trials, the most this job allows (the daemon&apos;s limit of %2 for maxTrials %3 when maxFailedTrials is 0). The last, trial %4: %5</source>
        <translation>%1 testes com falha, o máximo que este job permite (o limite do daemon de %2 para maxTrials %3 quando maxFailedTrials é 0). O último, teste %4: %5</translation>
    </message>
    <message>
        <source>the search space has no untried point left after %1 trials</source>
        <translation>o espaço de pesquisa não tem mais nenhum ponto não testado após %1 testes</translation>
    </message>
    <message>
        <source>all %1 trials ended</source>
        <translation>todos os %1 testes terminaram</translation>
    </message>
    <message>
        <source>%1; the best is trial %2: %3</source>
        <translation>%1; o melhor é o teste %2: %3</translation>
    </message>
    <message>
        <source>%1; none reported a value of %2</source>
        <translation>%1; nenhum relatou um valor de %2</translation>
    </message>
    <message>
        <source>%1 and none succeeded. The last to fail, trial %2: %3</source>
        <translation>%1 e nenhum foi concluído com sucesso. O último a falhar, teste %2: %3</translation>
    </message>
    <message>
        <source>%1 and none succeeded</source>
        <translation>%1 e nenhum foi concluído com sucesso</translation>
    </message>
    <message>
        <source>the tuner failed: %1</source>
        <translation>o algoritmo de ajuste falhou: %1</translation>
    </message>
    <message>
        <source>trial %1 started: %2</source>
        <translation>teste %1 iniciado: %2</translation>
    </message>
    <message>
        <source>trial %1: %2</source>
        <translation>teste %1: %2</translation>
    </message>
    <message>
        <source>trial %1 stopped early (median rule): %2</source>
        <translation>teste %1 interrompido antecipadamente (regra da mediana): %2</translation>
    </message>
    <message>
        <source>its best %1 by step %2, %3, is worse than the median of the running averages of %4 completed trials up to that step</source>
        <translation>seu melhor valor de %1 até a etapa %2, %3, é pior que a mediana das médias móveis de %4 testes concluídos até essa etapa</translation>
    </message>
    <message>
        <source>trial %1 succeeded: %2</source>
        <translation>teste %1 concluído: %2</translation>
    </message>
    <message>
        <source>trial %1 failed: %2</source>
        <translation>teste %1 falhou: %2</translation>
    </message>
    <message>
        <source>trial %1 cancelled</source>
        <translation>teste %1 cancelado</translation>
    </message>
    <message>
        <source>%1=%2 at step %3</source>
        <translation>%1=%2 na etapa %3</translation>
    </message>
    <message>
        <source>it reported no value of %1 (hyperparameterMetricTag), so the tuner learns nothing from it</source>
        <translation>ele não relatou nenhum valor de %1 (hyperparameterMetricTag), então o algoritmo de ajuste não aprende nada com ele</translation>
    </message>
    <message>
        <source>no NVIDIA driver: %1 was not found (%2)</source>
        <translation>nenhum driver NVIDIA: %1 não foi encontrado (%2)</translation>
    </message>
    <message>
        <source>%1 lacks %2 (driver too old?)</source>
        <translation>falta %2 em %1 (driver muito antigo?)</translation>
    </message>
    <message>
        <source>%1 lacks %2 (driver too old?): %3</source>
        <translation>falta %2 em %1 (driver muito antigo?): %3</translation>
    </message>
    <message>
        <source>NVML could not start: %1</source>
        <translation>não foi possível iniciar o NVML: %1</translation>
    </message>
    <message>
        <source>the NVIDIA driver cannot count its GPUs: %1</source>
        <translation>o driver NVIDIA não consegue contar as GPUs: %1</translation>
    </message>
    <message>
        <source>the NVIDIA driver reports no GPU</source>
        <translation>o driver NVIDIA não informa nenhuma GPU</translation>
    </message>
    <message>
        <source>no GPU figures</source>
        <translation>sem dados de GPU</translation>
    </message>
    <message>
        <source>Slurm did not take the job: %1</source>
        <translation>O Slurm não aceitou o job: %1</translation>
    </message>
    <message>
        <source>submitted to Slurm as job %1 in partition %2</source>
        <translation>enviado ao Slurm como job %1 na partição %2</translation>
    </message>
    <message>
        <source>Slurm job %1 waits in partition %2: %3</source>
        <translation>o job Slurm %1 está aguardando na partição %2: %3</translation>
    </message>
    <message>
        <source>all %1 replicas started on %2 (Slurm job %3)</source>
        <translation>todas as %1 réplicas iniciadas em %2 (job Slurm %3)</translation>
    </message>
    <message>
        <source>Slurm ended job %1 as %2 (exit code %3)</source>
        <translation>O Slurm encerrou o job %1 com o estado %2 (código de saída %3)</translation>
    </message>
    <message>
        <source>Slurm job %1 completed, but its primary replica never reported how it ended</source>
        <translation>o job Slurm %1 foi concluído, mas a réplica principal dele nunca informou como terminou</translation>
    </message>
    <message>
        <source>Slurm lost job %1: it is neither in the queue nor in the accounting, and it is not submitted twice</source>
        <translation>O Slurm perdeu o job %1: ele não está na fila nem na contabilização, e não é enviado duas vezes</translation>
    </message>
    <message>
        <source>Slurm lost job %1 (a controller restart before it saved its state?); submitted once more</source>
        <translation>O Slurm perdeu o job %1 (uma reinicialização do controlador antes de salvar o estado?); enviado mais uma vez</translation>
    </message>
    <message>
        <source>Slurm job %1 was cancelled outside Trainyard (scancel)</source>
        <translation>o job Slurm %1 foi cancelado fora do Trainyard (scancel)</translation>
    </message>
    <message>
        <source>Slurm&apos;s %1 did not answer within %2 s</source>
        <translation>o comando %1 do Slurm não respondeu em %2 s</translation>
    </message>
    <message>
        <source>cannot run Slurm&apos;s %1: %2</source>
        <translation>não é possível executar o comando %1 do Slurm: %2</translation>
    </message>
    <message>
        <source>Slurm&apos;s %1 crashed</source>
        <translation>o comando %1 do Slurm foi encerrado de forma anormal</translation>
    </message>
    <message>
        <source>Slurm&apos;s %1 exited with code %2 and said nothing</source>
        <translation>o comando %1 do Slurm foi encerrado com o código %2 sem nenhuma mensagem</translation>
    </message>
    <message>
        <source>Slurm&apos;s %1 did not answer with its JSON</source>
        <translation>o comando %1 do Slurm não respondeu com o seu JSON</translation>
    </message>
    <message>
        <source>sbatch did not answer with a job id: %1</source>
        <translation>o sbatch não respondeu com um ID de job: %1</translation>
    </message>
    <message>
        <source>partition %1 has no nodes (sinfo lists none in it)</source>
        <translation>a partição %1 não tem nós (o sinfo não lista nenhum nela)</translation>
    </message>
    <message>
        <source>partition %1 has not been described yet</source>
        <translation>a partição %1 ainda não foi consultada</translation>
    </message>
    <message>
        <source>squeue has not answered yet</source>
        <translation>o squeue ainda não respondeu</translation>
    </message>
    <message>
        <source>Slurm location %1 gathers no job accounting (JobAcctGatherType=jobacct_gather/none): no CPU or memory figures</source>
        <translation>o local Slurm %1 não coleta a contabilização dos jobs (JobAcctGatherType=jobacct_gather/none): sem dados de CPU ou memória</translation>
    </message>
    <message>
        <source>%1: custom containers do not run on Slurm location %2 yet</source>
        <translation>%1: contêineres personalizados ainda não são executados no local Slurm %2</translation>
    </message>
    <message>
        <source>trainingInput: the job&apos;s %1 replica pools each need a node of their own at Slurm location %2, which has %3</source>
        <translation>trainingInput: os %1 pools de réplicas do job precisam, cada um, de um nó próprio no local Slurm %2, que tem %3</translation>
    </message>
    <message>
        <source>%1: machine type %2 has %3 vCPUs; the largest node at Slurm location %4 has %5</source>
        <translation>%1: o tipo de máquina %2 tem %3 vCPUs; o maior nó do local Slurm %4 tem %5</translation>
    </message>
    <message>
        <source>%1: machine type %2 has %3 MB of memory; the largest node at Slurm location %4 has %5 MB</source>
        <translation>%1: o tipo de máquina %2 tem %3 MB de memória; o maior nó do local Slurm %4 tem %5 MB</translation>
    </message>
    <message>
        <source>%1: a replica takes %2 GPUs; the largest node at Slurm location %3 has %4</source>
        <translation>%1: uma réplica usa %2 GPUs; o maior nó do local Slurm %3 tem %4</translation>
    </message>
    <message>
        <source>%1 cannot go into a Slurm batch script: it holds a line break or another control character</source>
        <translation>%1 não pode entrar em um script batch do Slurm: contém uma quebra de linha ou outro caractere de controle</translation>
    </message>
    <message>
        <source>the Slurm task could not start its replica: %1</source>
        <translation>a tarefa do Slurm não conseguiu iniciar a sua réplica: %1</translation>
    </message>
    <message>
        <source>the job runs on a Slurm cluster, whose accounting (sstat) measures CPU and memory but no GPUs</source>
        <translation>o job é executado em um cluster Slurm, cuja contabilização (sstat) mede CPU e memória, mas não GPUs</translation>
    </message>
    <message>
        <source>preparing the job for Slurm location %1 (partition %2)</source>
        <translation>preparando o job para o local Slurm %1 (partição %2)</translation>
    </message>
</context>
<context>
    <name>trainyard::spec::Validator</name>
    <message>
        <source>A custom container for this role needs one for the master too (masterConfig.imageUri).</source>
        <translation>Um contêiner personalizado para este papel também exige um para o mestre (masterConfig.imageUri).</translation>
    </message>
    <message>
        <source>%1 only applies to a custom container; set imageUri.</source>
        <translation>%1 só se aplica a um contêiner personalizado; defina imageUri.</translation>
    </message>
    <message>
        <source>Use either args or the replicas&apos; containerCommand/containerArgs, not both.</source>
        <translation>Use args ou containerCommand/containerArgs das réplicas, não ambos.</translation>
    </message>
    <message>
        <source>Set either a custom container (masterConfig.imageUri) or runtimeVersion, not both.</source>
        <translation>Defina um contêiner personalizado (masterConfig.imageUri) ou runtimeVersion, não ambos.</translation>
    </message>
    <message>
        <source>pythonVersion applies to runtime versions; a custom container brings its own Python.</source>
        <translation>pythonVersion se aplica às versões do ambiente de execução; um contêiner personalizado traz o próprio Python.</translation>
    </message>
    <message>
        <source>A custom container job takes no trainer packages; install them in the image.</source>
        <translation>Um job de contêiner personalizado não aceita pacotes de treinamento; instale-os na imagem.</translation>
    </message>
    <message>
        <source>A custom container job runs its entrypoint; pythonModule applies only to trainer packages.</source>
        <translation>Um job de contêiner personalizado executa o próprio ponto de entrada; pythonModule só se aplica a pacotes de treinamento.</translation>
    </message>
    <message>
        <source>Give a trainer package (packageUris) or a custom container (masterConfig.imageUri).</source>
        <translation>Informe um pacote de treinamento (packageUris) ou um contêiner personalizado (masterConfig.imageUri).</translation>
    </message>
    <message>
        <source>At most %1 packages; this job has %2.</source>
        <translation>No máximo %1 pacotes; este job tem %2.</translation>
    </message>
    <message>
        <source>A package location cannot be empty.</source>
        <translation>O local de um pacote não pode ficar vazio.</translation>
    </message>
    <message>
        <source>Name the Python module to run, such as trainer.task.</source>
        <translation>Informe o módulo Python a ser executado, como trainer.task.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a Python module name (dotted identifiers, such as trainer.task).</source>
        <translation>&quot;%1&quot; não é um nome de módulo Python (identificadores separados por pontos, como trainer.task).</translation>
    </message>
    <message>
        <source>Without runtimeVersion the service picks its default runtime; name the one your code was written for.</source>
        <translation>Sem runtimeVersion, o serviço escolhe o ambiente de execução padrão; informe aquele para o qual seu código foi escrito.</translation>
    </message>
    <message>
        <source>Unknown runtime version &quot;%1&quot;; known: %2.</source>
        <translation>Versão do ambiente de execução desconhecida &quot;%1&quot;; conhecidas: %2.</translation>
    </message>
    <message>
        <source>Python %1 is not available with runtime version %2; use %3.</source>
        <translation>O Python %1 não está disponível na versão %2 do ambiente de execução; use %3.</translation>
    </message>
    <message>
        <source>Choose the region the job runs in.</source>
        <translation>Escolha a região em que o job será executado.</translation>
    </message>
    <message>
        <source>Unknown region &quot;%1&quot;; training runs in %2.</source>
        <translation>Região desconhecida &quot;%1&quot;; o treinamento é executado em %2.</translation>
    </message>
    <message>
        <source>useChiefInTfConfig only affects custom container jobs.</source>
        <translation>useChiefInTfConfig só afeta jobs de contêiner personalizado.</translation>
    </message>
    <message>
        <source>A service account is an email address, such as trainer@my-project.iam.gserviceaccount.com.</source>
        <translation>Uma conta de serviço é um endereço de e-mail, como trainer@my-project.iam.gserviceaccount.com.</translation>
    </message>
    <message>
        <source>Write the network as projects/{project number}/global/networks/{network name}.</source>
        <translation>Escreva a rede no formato projects/{número do projeto}/global/networks/{nome da rede}.</translation>
    </message>
    <message>
        <source>Write the key as projects/{project}/locations/{region}/keyRings/{key ring}/cryptoKeys/{key}.</source>
        <translation>Escreva a chave no formato projects/{projeto}/locations/{região}/keyRings/{keyring}/cryptoKeys/{chave}.</translation>
    </message>
    <message>
        <source>maxWaitTime must be at least %1 seconds (30 minutes) when set; it is %2.</source>
        <translation>Quando definido, maxWaitTime precisa ser de pelo menos %1 segundos (30 minutos); o valor atual é %2.</translation>
    </message>
    <message>
        <source>maxRunningTime must be longer than zero; leave it unset for the default of seven days.</source>
        <translation>maxRunningTime precisa ser maior que zero; deixe-o sem definição para usar o padrão de sete dias.</translation>
    </message>
    <message>
        <source>Priority is between 0 and 1000; it is %1.</source>
        <translation>A prioridade precisa estar entre 0 e 1000; o valor atual é %1.</translation>
    </message>
    <message>
        <source>A replica count cannot be negative.</source>
        <translation>O número de réplicas não pode ser negativo.</translation>
    </message>
    <message>
        <source>Scale tier CUSTOM needs a machine type for the master.</source>
        <translation>O nível de escalonamento CUSTOM exige um tipo de máquina para o mestre.</translation>
    </message>
    <message>
        <source>%1 is %2, so %3 needs a machine type.</source>
        <translation>%1 é %2, então %3 precisa de um tipo de máquina.</translation>
    </message>
    <message>
        <source>%1 is ignored while %2 is 0.</source>
        <translation>%1 é ignorado enquanto %2 for 0.</translation>
    </message>
    <message>
        <source>Replica counts can only be set with scale tier CUSTOM.</source>
        <translation>O número de réplicas só pode ser definido com o nível de escalonamento CUSTOM.</translation>
    </message>
    <message>
        <source>Machine types are only used with scale tier CUSTOM; this one is ignored.</source>
        <translation>Os tipos de máquina só são usados com o nível de escalonamento CUSTOM; este será ignorado.</translation>
    </message>
    <message>
        <source>Accelerators can only be configured with scale tier CUSTOM; BASIC_GPU and BASIC_TPU include theirs.</source>
        <translation>Os aceleradores só podem ser configurados com o nível de escalonamento CUSTOM; BASIC_GPU e BASIC_TPU já incluem os seus.</translation>
    </message>
    <message>
        <source>Unknown machine type &quot;%1&quot;.</source>
        <translation>Tipo de máquina desconhecido &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>Choose the accelerator type for these %1 accelerators.</source>
        <translation>Escolha o tipo de acelerador para estes %1 aceleradores.</translation>
    </message>
    <message>
        <source>Unknown accelerator type &quot;%1&quot;; known types: %2.</source>
        <translation>Tipo de acelerador desconhecido &quot;%1&quot;; tipos conhecidos: %2.</translation>
    </message>
    <message>
        <source>The accelerator count must be at least 1.</source>
        <translation>O número de aceleradores precisa ser pelo menos 1.</translation>
    </message>
    <message>
        <source>Legacy machine type %1 takes no acceleratorConfig (its GPUs, if any, are built in); choose a Compute Engine type such as n1-standard-8.</source>
        <translation>O tipo de máquina legado %1 não aceita acceleratorConfig (as GPUs dele, se houver, são integradas); escolha um tipo do Compute Engine, como n1-standard-8.</translation>
    </message>
    <message>
        <source>%1 cannot be attached to %2; it takes: %3.</source>
        <translation>%1 não pode ser anexado a %2; ele aceita: %3.</translation>
    </message>
    <message>
        <source>%1 takes %2 in counts of %3 only, not %4.</source>
        <translation>%1 aceita %2 somente em quantidades de %3, não %4.</translation>
    </message>
    <message>
        <source>The boot disk must be between %1 and %2 GB.</source>
        <translation>O disco de inicialização precisa ter entre %1 e %2 GB.</translation>
    </message>
    <message>
        <source>Unknown boot disk type &quot;%1&quot;; use one of %2.</source>
        <translation>Tipo de disco de inicialização desconhecido &quot;%1&quot;; use um destes: %2.</translation>
    </message>
    <message>
        <source>Say whether the metric should be maximized or minimized.</source>
        <translation>Informe se a métrica deve ser maximizada ou minimizada.</translation>
    </message>
    <message>
        <source>maxTrials must be at least 1.</source>
        <translation>maxTrials precisa ser pelo menos 1.</translation>
    </message>
    <message>
        <source>maxParallelTrials must be at least 1.</source>
        <translation>maxParallelTrials precisa ser pelo menos 1.</translation>
    </message>
    <message>
        <source>maxParallelTrials (%1) cannot exceed maxTrials (%2).</source>
        <translation>maxParallelTrials (%1) não pode ser maior que maxTrials (%2).</translation>
    </message>
    <message>
        <source>maxFailedTrials cannot be negative.</source>
        <translation>maxFailedTrials não pode ser negativo.</translation>
    </message>
    <message>
        <source>Leave the metric tag unset for the default, or name the metric your trainer reports.</source>
        <translation>Deixe a tag da métrica sem definição para usar o padrão ou informe a métrica que seu aplicativo de treinamento relata.</translation>
    </message>
    <message>
        <source>A tuning job needs at least one parameter to tune.</source>
        <translation>Um job de ajuste precisa de pelo menos um parâmetro a ser ajustado.</translation>
    </message>
    <message>
        <source>Parameter &quot;%1&quot; is already defined.</source>
        <translation>O parâmetro &quot;%1&quot; já está definido.</translation>
    </message>
    <message>
        <source>Name the parameter.</source>
        <translation>Dê um nome ao parâmetro.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be a command-line flag: use letters, digits, underscores, dots and dashes, starting with a letter or underscore.</source>
        <translation>&quot;%1&quot; não pode ser uma sinalização de linha de comando: use letras, dígitos, sublinhados, pontos e hifens, começando com uma letra ou sublinhado.</translation>
    </message>
    <message>
        <source>The service already passes --job-dir; a parameter of that name will clash with it.</source>
        <translation>O serviço já transmite --job-dir; um parâmetro com esse nome entrará em conflito com ele.</translation>
    </message>
    <message>
        <source>Choose DOUBLE, INTEGER, CATEGORICAL or DISCRETE.</source>
        <translation>Escolha DOUBLE, INTEGER, CATEGORICAL ou DISCRETE.</translation>
    </message>
    <message>
        <source>Give the smallest value to try.</source>
        <translation>Informe o menor valor a ser testado.</translation>
    </message>
    <message>
        <source>Give the largest value to try.</source>
        <translation>Informe o maior valor a ser testado.</translation>
    </message>
    <message>
        <source>An INTEGER parameter needs whole-number bounds, not %1.</source>
        <translation>Um parâmetro INTEGER precisa de limites inteiros, não %1.</translation>
    </message>
    <message>
        <source>maxValue (%1) must be greater than minValue (%2).</source>
        <translation>maxValue (%1) precisa ser maior que minValue (%2).</translation>
    </message>
    <message>
        <source>A logarithmic scale needs values above zero; minValue is %1.</source>
        <translation>Uma escala logarítmica precisa de valores acima de zero; minValue é %1.</translation>
    </message>
    <message>
        <source>%1 parameters take minValue and maxValue, not a list of values.</source>
        <translation>Parâmetros %1 aceitam minValue e maxValue, não uma lista de valores.</translation>
    </message>
    <message>
        <source>List the categories to try.</source>
        <translation>Liste as categorias a serem testadas.</translation>
    </message>
    <message>
        <source>A category cannot be empty.</source>
        <translation>Uma categoria não pode ficar vazia.</translation>
    </message>
    <message>
        <source>Category &quot;%1&quot; is listed twice.</source>
        <translation>A categoria &quot;%1&quot; aparece duas vezes na lista.</translation>
    </message>
    <message>
        <source>CATEGORICAL parameters take a list of categories, not bounds.</source>
        <translation>Parâmetros CATEGORICAL aceitam uma lista de categorias, não limites.</translation>
    </message>
    <message>
        <source>CATEGORICAL parameters have no scale; leave scaleType unset.</source>
        <translation>Parâmetros CATEGORICAL não têm escala; deixe scaleType sem definição.</translation>
    </message>
    <message>
        <source>List the values to try.</source>
        <translation>Liste os valores a serem testados.</translation>
    </message>
    <message>
        <source>At most %1 values; this parameter has %2.</source>
        <translation>No máximo %1 valores; este parâmetro tem %2.</translation>
    </message>
    <message>
        <source>Values must be strictly increasing: %1 follows %2.</source>
        <translation>Os valores precisam ser estritamente crescentes: %1 vem depois de %2.</translation>
    </message>
    <message>
        <source>A logarithmic scale needs values above zero; the first value is %1.</source>
        <translation>Uma escala logarítmica precisa de valores acima de zero; o primeiro valor é %1.</translation>
    </message>
    <message>
        <source>DISCRETE parameters use their list of values; minValue and maxValue are ignored.</source>
        <translation>Parâmetros DISCRETE usam a própria lista de valores; minValue e maxValue são ignorados.</translation>
    </message>
    <message>
        <source>GRID_SEARCH can only search INTEGER, DISCRETE and CATEGORICAL parameters.</source>
        <translation>GRID_SEARCH só pode pesquisar parâmetros INTEGER, DISCRETE e CATEGORICAL.</translation>
    </message>
    <message>
        <source>The grid has only %1 points, so at most %1 trials will run although maxTrials is %2.</source>
        <translation>A grade tem apenas %1 pontos, então no máximo %1 testes serão executados, embora maxTrials seja %2.</translation>
    </message>
    <message>
        <source>A training job needs its training input.</source>
        <translation>Um job de treinamento precisa da entrada de treinamento.</translation>
    </message>
    <message>
        <source>A job needs an ID.</source>
        <translation>Um job precisa de um ID.</translation>
    </message>
    <message>
        <source>Use only letters, digits and underscores, starting with a letter.</source>
        <translation>Use apenas letras, dígitos e sublinhados, começando com uma letra.</translation>
    </message>
    <message>
        <source>At most %1 characters; this one has %2.</source>
        <translation>No máximo %1 caracteres; este tem %2.</translation>
    </message>
    <message>
        <source>At most %1 labels; this job has %2.</source>
        <translation>No máximo %1 rótulos; este job tem %2.</translation>
    </message>
    <message>
        <source>Label keys are 1 to %1 lowercase letters, digits, underscores or dashes, starting with a letter.</source>
        <translation>As chaves dos rótulos têm de 1 a %1 letras minúsculas, dígitos, sublinhados ou hifens, começando com uma letra.</translation>
    </message>
    <message>
        <source>Label values are at most %1 lowercase letters, digits, underscores or dashes.</source>
        <translation>Os valores dos rótulos têm no máximo %1 letras minúsculas, dígitos, sublinhados ou hifens.</translation>
    </message>
    <message>
        <source>Unknown value &quot;%1&quot;; expected one of %2.</source>
        <translation>Valor desconhecido &quot;%1&quot;; esperado um destes: %2.</translation>
    </message>
    <message>
        <source>%1 is a legacy machine type but the master&apos;s %2 is a Compute Engine one; all roles must use the same kind.</source>
        <translation>%1 é um tipo de máquina legado, mas o %2 do mestre é do Compute Engine; todos os papéis precisam usar o mesmo tipo.</translation>
    </message>
    <message>
        <source>%1 is a Compute Engine machine type but the master&apos;s %2 is a legacy one; all roles must use the same kind.</source>
        <translation>%1 é um tipo de máquina do Compute Engine, mas o %2 do mestre é legado; todos os papéis precisam usar o mesmo tipo.</translation>
    </message>
    <message>
        <source>%1 cannot be attached to %2; it takes no accelerators.</source>
        <translation>Não é possível anexar %1 a %2; esse tipo de máquina não aceita aceleradores.</translation>
    </message>
    <message>
        <source>%1 has no counterpart in an AI Platform Training v1 job and was left out.</source>
        <translation>%1 não tem correspondente em um job v1 do AI Platform Training e foi omitido.</translation>
    </message>
    <message>
        <source>%1 has no counterpart in a Vertex AI job and was left out.</source>
        <translation>%1 não tem correspondente em um job do Vertex AI e foi omitido.</translation>
    </message>
    <message>
        <source>%1 is not a value this build knows; it was left out.</source>
        <translation>%1 não é um valor conhecido por esta versão; foi omitido.</translation>
    </message>
    <message>
        <source>%1 is not a whole number; an integer parameter of a Vertex study needs whole bounds, so it was left out.</source>
        <translation>%1 não é um número inteiro; um parâmetro inteiro de um estudo do Vertex precisa de limites inteiros, então foi omitido.</translation>
    </message>
    <message>
        <source>Parameter %1 has no type, so no value spec could be written for it.</source>
        <translation>O parâmetro %1 não tem tipo, então não foi possível escrever uma especificação de valores para ele.</translation>
    </message>
    <message>
        <source>Scale tier %1 is unknown, so no pool could be written for it.</source>
        <translation>O nível de escalonamento %1 é desconhecido, então não foi possível escrever um pool para ele.</translation>
    </message>
    <message>
        <source>Vertex has no scale tiers; %1 was written out as the pools it stands for.</source>
        <translation>O Vertex não tem níveis de escalonamento; %1 foi escrito como os pools que ele representa.</translation>
    </message>
    <message>
        <source>%1 is a legacy AI Platform machine type; it became %2, the Compute Engine type of the same vCPUs and memory.</source>
        <translation>%1 é um tipo de máquina legado do AI Platform; ele virou %2, o tipo do Compute Engine com as mesmas vCPUs e memória.</translation>
    </message>
    <message>
        <source>%1 has no Vertex machine type of the same vCPUs and memory; choose one.</source>
        <translation>%1 não tem um tipo de máquina do Vertex com as mesmas vCPUs e memória; escolha um.</translation>
    </message>
    <message>
        <source>No Vertex prebuilt training container has TensorFlow %1; choose an executor image.</source>
        <translation>Nenhum contêiner de treinamento predefinido do Vertex tem o TensorFlow %1; escolha uma imagem de executor.</translation>
    </message>
    <message>
        <source>The job names no runtime version, so no executor image could be chosen; choose one.</source>
        <translation>O job não informa nenhuma versão do ambiente de execução, então não foi possível escolher uma imagem de executor; escolha uma.</translation>
    </message>
    <message>
        <source>A v1 Cloud TPU worker has no counterpart in a Vertex pool of Compute Engine machines; it was left out.</source>
        <translation>Um worker de Cloud TPU v1 não tem correspondente em um pool do Vertex de máquinas do Compute Engine; ele foi omitido.</translation>
    </message>
    <message>
        <source>The parameters that depend on %1 have no counterpart in a v1 job, whose parameters all apply to every trial; they were left out.</source>
        <translation>Os parâmetros que dependem de %1 não têm correspondente em um job v1, cujos parâmetros se aplicam todos a todos os testes; eles foram omitidos.</translation>
    </message>
    <message>
        <source>A v1 job tunes one metric; %1 was left out and %2 kept.</source>
        <translation>Um job v1 ajusta uma única métrica; %1 foi omitida e %2 foi mantida.</translation>
    </message>
    <message>
        <source>Pool %1 runs a Python package while pool 0 runs a container; a v1 job cannot mix them, so this pool runs pool 0&apos;s image.</source>
        <translation>O pool %1 executa um pacote Python enquanto o pool 0 executa um contêiner; um job v1 não pode misturá-los, então este pool executa a imagem do pool 0.</translation>
    </message>
    <message>
        <source>Pool %1 runs another package, module, image or arguments than pool %2; a v1 job runs one package on every replica, so pool %2&apos;s was kept.</source>
        <translation>O pool %1 executa pacote, módulo, imagem ou argumentos diferentes dos do pool %2; um job v1 executa um único pacote em todas as réplicas, então foi mantido o do pool %2.</translation>
    </message>
    <message>
        <source>%1 is not a prebuilt training container name; no runtimeVersion stands for it, so none was set.</source>
        <translation>%1 não é o nome de um contêiner de treinamento predefinido; nenhuma runtimeVersion o representa, então nenhuma foi definida.</translation>
    </message>
    <message>
        <source>%1 is a %2 %3 image; v1 runtime versions are numbered after TensorFlow, so no runtimeVersion was set.</source>
        <translation>%1 é uma imagem %2 %3; as versões do ambiente de execução v1 são numeradas segundo o TensorFlow, então nenhuma runtimeVersion foi definida.</translation>
    </message>
    <message>
        <source>Pool 0 has %1 replicas; the master of a v1 job is always one replica.</source>
        <translation>O pool 0 tem %1 réplicas; o mestre de um job v1 é sempre uma única réplica.</translation>
    </message>
    <message>
        <source>Pool %1 names no replicas, so the v1 job has none of its role.</source>
        <translation>O pool %1 não informa réplicas, então o job v1 não tem nenhuma desse papel.</translation>
    </message>
    <message>
        <source>A v1 job has four replica roles; pool %1 was left out.</source>
        <translation>Um job v1 tem quatro papéis de réplica; o pool %1 foi omitido.</translation>
    </message>
    <message>
        <source>A custom job needs a jobSpec with its worker pools.</source>
        <translation>Um job personalizado precisa de um jobSpec com os pools de workers dele.</translation>
    </message>
    <message>
        <source>A tuning job needs maxTrialCount, the number of trials to run.</source>
        <translation>Um job de ajuste precisa de maxTrialCount, o número de testes a executar.</translation>
    </message>
    <message>
        <source>maxTrialCount must be at least 1; it is %1.</source>
        <translation>maxTrialCount precisa ser pelo menos 1; é %1.</translation>
    </message>
    <message>
        <source>A tuning job needs parallelTrialCount, the number of trials that run at once.</source>
        <translation>Um job de ajuste precisa de parallelTrialCount, o número de testes executados ao mesmo tempo.</translation>
    </message>
    <message>
        <source>parallelTrialCount must be at least 1; it is %1.</source>
        <translation>parallelTrialCount precisa ser pelo menos 1; é %1.</translation>
    </message>
    <message>
        <source>parallelTrialCount (%1) cannot exceed maxTrialCount (%2).</source>
        <translation>parallelTrialCount (%1) não pode ser maior que maxTrialCount (%2).</translation>
    </message>
    <message>
        <source>maxFailedTrialCount cannot be negative.</source>
        <translation>maxFailedTrialCount não pode ser negativo.</translation>
    </message>
    <message>
        <source>A tuning job needs a studySpec: its metrics and parameters.</source>
        <translation>Um job de ajuste precisa de um studySpec: as métricas e os parâmetros dele.</translation>
    </message>
    <message>
        <source>A tuning job needs a trialJobSpec, the custom job each trial runs.</source>
        <translation>Um job de ajuste precisa de um trialJobSpec, o job personalizado que cada teste executa.</translation>
    </message>
    <message>
        <source>A display name is required.</source>
        <translation>O nome de exibição é obrigatório.</translation>
    </message>
    <message>
        <source>The display name has %1 characters; at most 128 are allowed.</source>
        <translation>O nome de exibição tem %1 caracteres; são permitidos no máximo 128.</translation>
    </message>
    <message>
        <source>At most 64 labels are allowed; there are %1.</source>
        <translation>São permitidos no máximo 64 rótulos; há %1.</translation>
    </message>
    <message>
        <source>Label key &quot;%1&quot; must start with a lowercase letter and hold at most 64 lowercase letters, digits, &apos;_&apos; or &apos;-&apos;.</source>
        <translation>A chave de rótulo &quot;%1&quot; precisa começar com uma letra minúscula e ter no máximo 64 letras minúsculas, dígitos, &apos;_&apos; ou &apos;-&apos;.</translation>
    </message>
    <message>
        <source>Label value &quot;%1&quot; may hold at most 64 lowercase letters, digits, &apos;_&apos; or &apos;-&apos;.</source>
        <translation>O valor de rótulo &quot;%1&quot; pode ter no máximo 64 letras minúsculas, dígitos, &apos;_&apos; ou &apos;-&apos;.</translation>
    </message>
    <message>
        <source>A job needs at least one worker pool.</source>
        <translation>Um job precisa de pelo menos um pool de workers.</translation>
    </message>
    <message>
        <source>A job has at most 4 worker pools; this one has %1.</source>
        <translation>Um job tem no máximo 4 pools de workers; este tem %1.</translation>
    </message>
    <message>
        <source>Worker pool 0 runs the primary replica and cannot be empty.</source>
        <translation>O pool de workers 0 executa a réplica principal e não pode ficar vazio.</translation>
    </message>
    <message>
        <source>An empty worker pool only holds the place of an unused one between used pools; remove it.</source>
        <translation>Um pool de workers vazio só ocupa o lugar de um pool não usado entre pools usados; remova-o.</translation>
    </message>
    <message>
        <source>A job on a TPU VM has exactly one worker pool with one replica.</source>
        <translation>Um job em uma VM de TPU tem exatamente um pool de workers com uma réplica.</translation>
    </message>
    <message>
        <source>baseOutputDirectory needs an outputUriPrefix (a gs:// directory).</source>
        <translation>baseOutputDirectory precisa de um outputUriPrefix (um diretório gs://).</translation>
    </message>
    <message>
        <source>Worker pool 0 runs exactly one replica, the primary; replicaCount is %1.</source>
        <translation>O pool de workers 0 executa exatamente uma réplica, a principal; replicaCount é %1.</translation>
    </message>
    <message>
        <source>A used worker pool runs at least one replica; replicaCount is %1.</source>
        <translation>Um pool de workers usado executa pelo menos uma réplica; replicaCount é %1.</translation>
    </message>
    <message>
        <source>Each worker pool needs a machineSpec with its machine type.</source>
        <translation>Cada pool de workers precisa de um machineSpec com o tipo de máquina dele.</translation>
    </message>
    <message>
        <source>An NFS mount needs its server, path and mountPoint.</source>
        <translation>Uma montagem NFS precisa do server, do path e do mountPoint dela.</translation>
    </message>
    <message>
        <source>A machine type is required.</source>
        <translation>O tipo de máquina é obrigatório.</translation>
    </message>
    <message>
        <source>Machine type &quot;%1&quot; is not checked against Google&apos;s published list; Vertex AI may refuse it.</source>
        <translation>O tipo de máquina &quot;%1&quot; não é conferido com a lista publicada pelo Google; o Vertex AI pode recusá-lo.</translation>
    </message>
    <message>
        <source>acceleratorCount is set, so acceleratorType must name the accelerator.</source>
        <translation>acceleratorCount está definido, então acceleratorType precisa informar o acelerador.</translation>
    </message>
    <message>
        <source>Machine type %1 comes with %2 × %3; name them in acceleratorType and acceleratorCount.</source>
        <translation>O tipo de máquina %1 vem com %2 × %3; informe-os em acceleratorType e acceleratorCount.</translation>
    </message>
    <message>
        <source>Unknown accelerator type &quot;%1&quot;; expected one of %2.</source>
        <translation>Tipo de acelerador desconhecido &quot;%1&quot;; esperado um destes: %2.</translation>
    </message>
    <message>
        <source>Machine type %1 takes no accelerators.</source>
        <translation>O tipo de máquina %1 não aceita aceleradores.</translation>
    </message>
    <message>
        <source>Machine type %1 does not take %2; it takes %3.</source>
        <translation>O tipo de máquina %1 não aceita %2; ele aceita %3.</translation>
    </message>
    <message>
        <source>acceleratorCount is required with an accelerator: %1 for %2 on %3.</source>
        <translation>acceleratorCount é obrigatório com um acelerador: %1 para %2 em %3.</translation>
    </message>
    <message>
        <source>%1 takes %2 in counts of %3, not %4.</source>
        <translation>%1 aceita %2 em quantidades de %3, não %4.</translation>
    </message>
    <message>
        <source>Unknown boot disk type &quot;%1&quot;; expected one of %2.</source>
        <translation>Tipo de disco de inicialização desconhecido &quot;%1&quot;; esperado um destes: %2.</translation>
    </message>
    <message>
        <source>The boot disk must be between 100 and 64000 GB; it is %1.</source>
        <translation>O disco de inicialização precisa ter entre 100 e 64000 GB; tem %1.</translation>
    </message>
    <message>
        <source>A worker pool runs either a pythonPackageSpec or a containerSpec, not both.</source>
        <translation>Um pool de workers executa um pythonPackageSpec ou um containerSpec, não ambos.</translation>
    </message>
    <message>
        <source>A worker pool needs its code: a pythonPackageSpec or a containerSpec.</source>
        <translation>Um pool de workers precisa do código dele: um pythonPackageSpec ou um containerSpec.</translation>
    </message>
    <message>
        <source>A containerSpec needs the imageUri of the container to run.</source>
        <translation>Um containerSpec precisa do imageUri do contêiner a ser executado.</translation>
    </message>
    <message>
        <source>A pythonPackageSpec needs an executorImageUri, the prebuilt container it runs on.</source>
        <translation>Um pythonPackageSpec precisa de um executorImageUri, o contêiner predefinido em que ele é executado.</translation>
    </message>
    <message>
        <source>%1 is a GPU container, but the pool&apos;s machine has no GPU.</source>
        <translation>%1 é um contêiner de GPU, mas a máquina do pool não tem GPU.</translation>
    </message>
    <message>
        <source>%1 is a CPU container; the pool&apos;s GPUs will go unused.</source>
        <translation>%1 é um contêiner de CPU; as GPUs do pool ficarão sem uso.</translation>
    </message>
    <message>
        <source>A pythonPackageSpec needs packageUris, the Cloud Storage URIs of the training package.</source>
        <translation>Um pythonPackageSpec precisa de packageUris, os URIs do Cloud Storage do pacote de treinamento.</translation>
    </message>
    <message>
        <source>A package URI cannot be empty.</source>
        <translation>Um URI de pacote não pode ficar vazio.</translation>
    </message>
    <message>
        <source>A pythonPackageSpec needs the pythonModule to run.</source>
        <translation>Um pythonPackageSpec precisa do pythonModule a ser executado.</translation>
    </message>
    <message>
        <source>An environment variable needs a name.</source>
        <translation>Uma variável de ambiente precisa de um nome.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid environment variable name: letters, digits and &apos;_&apos;, not starting with a digit.</source>
        <translation>&quot;%1&quot; não é um nome de variável de ambiente válido: letras, dígitos e &apos;_&apos;, sem começar com um dígito.</translation>
    </message>
    <message>
        <source>The environment variable %1 is set twice.</source>
        <translation>A variável de ambiente %1 está definida duas vezes.</translation>
    </message>
    <message>
        <source>The timeout must be positive; it is %1.</source>
        <translation>O tempo limite precisa ser positivo; é %1.</translation>
    </message>
    <message>
        <source>maxWaitDuration cannot be negative; it is %1.</source>
        <translation>maxWaitDuration não pode ser negativo; é %1.</translation>
    </message>
    <message>
        <source>A study needs at least one parameter to tune.</source>
        <translation>Um estudo precisa de pelo menos um parâmetro a ser ajustado.</translation>
    </message>
    <message>
        <source>A study needs at least one metric to optimise.</source>
        <translation>Um estudo precisa de pelo menos uma métrica a ser otimizada.</translation>
    </message>
    <message>
        <source>A metric needs its metricId, the name the trainer reports it under.</source>
        <translation>Uma métrica precisa do metricId dela, o nome com que o aplicativo de treinamento a relata.</translation>
    </message>
    <message>
        <source>The metric %1 is listed twice.</source>
        <translation>A métrica %1 está listada duas vezes.</translation>
    </message>
    <message>
        <source>A metric needs a goal: MAXIMIZE or MINIMIZE.</source>
        <translation>Uma métrica precisa de uma meta: MAXIMIZE ou MINIMIZE.</translation>
    </message>
    <message>
        <source>A parameter needs its parameterId.</source>
        <translation>Um parâmetro precisa do parameterId dele.</translation>
    </message>
    <message>
        <source>The parameter %1 is defined twice; ids are unique across the whole study, conditional ones included.</source>
        <translation>O parâmetro %1 está definido duas vezes; os IDs são únicos em todo o estudo, incluindo os condicionais.</translation>
    </message>
    <message>
        <source>A parameter needs one value spec: doubleValueSpec, integerValueSpec, categoricalValueSpec or discreteValueSpec.</source>
        <translation>Um parâmetro precisa de uma especificação de valores: doubleValueSpec, integerValueSpec, categoricalValueSpec ou discreteValueSpec.</translation>
    </message>
    <message>
        <source>A parameter has exactly one value spec; this one has %1.</source>
        <translation>Um parâmetro tem exatamente uma especificação de valores; este tem %1.</translation>
    </message>
    <message>
        <source>A range parameter needs both minValue and maxValue.</source>
        <translation>Um parâmetro de intervalo precisa de minValue e de maxValue.</translation>
    </message>
    <message>
        <source>minValue (%1) must be below maxValue (%2).</source>
        <translation>minValue (%1) precisa ser menor que maxValue (%2).</translation>
    </message>
    <message>
        <source>A log scale needs a positive minValue; it is %1.</source>
        <translation>Uma escala logarítmica precisa de um minValue positivo; é %1.</translation>
    </message>
    <message>
        <source>defaultValue %1 lies outside [%2, %3].</source>
        <translation>defaultValue %1 está fora de [%2, %3].</translation>
    </message>
    <message>
        <source>A categorical or discrete parameter needs at least one value.</source>
        <translation>Um parâmetro categórico ou discreto precisa de pelo menos um valor.</translation>
    </message>
    <message>
        <source>The values of a parameter must be unique.</source>
        <translation>Os valores de um parâmetro precisam ser únicos.</translation>
    </message>
    <message>
        <source>defaultValue %1 is not one of the values.</source>
        <translation>defaultValue %1 não é um dos valores.</translation>
    </message>
    <message>
        <source>A categorical parameter has no scale; scaleType is ignored.</source>
        <translation>Um parâmetro categórico não tem escala; scaleType é ignorado.</translation>
    </message>
    <message>
        <source>A conditional parameter needs the parent values that bring it in: parentCategoricalValues, parentIntValues or parentDiscreteValues.</source>
        <translation>Um parâmetro condicional precisa dos valores do pai que o ativam: parentCategoricalValues, parentIntValues ou parentDiscreteValues.</translation>
    </message>
    <message>
        <source>A conditional parameter has exactly one parent condition; this one has %1.</source>
        <translation>Um parâmetro condicional tem exatamente uma condição do pai; este tem %1.</translation>
    </message>
    <message>
        <source>parentCategoricalValues needs a categorical parent; %1 is not one.</source>
        <translation>parentCategoricalValues precisa de um pai categórico; %1 não é.</translation>
    </message>
    <message>
        <source>A parent condition needs at least one value.</source>
        <translation>Uma condição do pai precisa de pelo menos um valor.</translation>
    </message>
    <message>
        <source>%1 never takes the value %2.</source>
        <translation>%1 nunca assume o valor %2.</translation>
    </message>
    <message>
        <source>parentIntValues needs an integer parent; %1 is not one.</source>
        <translation>parentIntValues precisa de um pai inteiro; %1 não é.</translation>
    </message>
    <message>
        <source>parentDiscreteValues needs a discrete parent; %1 is not one.</source>
        <translation>parentDiscreteValues precisa de um pai discreto; %1 não é.</translation>
    </message>
    <message>
        <source>A conditional entry needs its parameterSpec.</source>
        <translation>Uma entrada condicional precisa do parameterSpec dela.</translation>
    </message>
    <message>
        <source>Choose where the job runs.</source>
        <translation>Escolha onde o job será executado.</translation>
    </message>
    <message>
        <source>This backend does not run jobs in %1; it runs them in %2.</source>
        <translation>Este back-end não executa jobs em %1; ele os executa em %2.</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::AppSettings</name>
    <message>
        <source>Replica slots: a whole number of at least 1, or 0 for the daemon&apos;s default.</source>
        <translation>Slots de réplica: um número inteiro de pelo menos 1, ou 0 para o padrão do daemon.</translation>
    </message>
    <message>
        <source>GPUs: a comma-separated list of GPU indices like 0,1 (&quot;%1&quot; is not).</source>
        <translation>GPUs: uma lista de índices de GPU separados por vírgula, como 0,1 (&quot;%1&quot; não é).</translation>
    </message>
    <message>
        <source>GPUs: GPU %1 is listed twice.</source>
        <translation>GPUs: a GPU %1 aparece duas vezes.</translation>
    </message>
    <message>
        <source>Interpreter: %1 is not an absolute path (like /usr/bin/python3).</source>
        <translation>Interpretador: %1 não é um caminho absoluto (como /usr/bin/python3).</translation>
    </message>
    <message>
        <source>Interpreter: %1 is not an executable file (there is no such file).</source>
        <translation>Interpretador: %1 não é um arquivo executável (o arquivo não existe).</translation>
    </message>
    <message>
        <source>Interpreter: %1 is not an executable file.</source>
        <translation>Interpretador: %1 não é um arquivo executável.</translation>
    </message>
    <message>
        <source>Sample rate: from %1 to %2 samples per second.</source>
        <translation>Taxa de amostragem: de %1 a %2 amostras por segundo.</translation>
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
        <translation>Claro</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Escuro</translation>
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
        <translation>Padrão do sistema</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <source>The new language takes effect after the console restarts.</source>
        <translation>O novo idioma entra em vigor depois que o console for reiniciado.</translation>
    </message>
    <message>
        <source>Restart &amp;now</source>
        <translation>Reiniciar &amp;agora</translation>
    </message>
    <message>
        <source>Store the settings and start the console again</source>
        <translation>Salvar as configurações e iniciar o console novamente</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::BackendFit</name>
    <message>
        <source>an absolute path on its own disk</source>
        <translation>um caminho absoluto no próprio disco</translation>
    </message>
    <message>
        <source> or </source>
        <translation> ou </translation>
    </message>
    <message numerus="yes">
        <source>The job has %n replica(s), but %1 runs at most %2 at once. Use fewer replicas, or raise its replica slots in Settings → Local daemon.</source>
        <translation>
            <numerusform>O job tem %n réplica, mas %1 executa no máximo %2 ao mesmo tempo. Use menos réplicas ou aumente os slots de réplica em Configurações → Daemon local.</numerusform>
            <numerusform>O job tem %n réplicas, mas %1 executa no máximo %2 ao mesmo tempo. Use menos réplicas ou aumente os slots de réplica em Configurações → Daemon local.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The job has %n replica(s), but %1 runs at most %2 at once (its replica slots, trainyardd --slots on that machine).</source>
        <translation>
            <numerusform>O job tem %n réplica, mas %1 executa no máximo %2 ao mesmo tempo (slots de réplica: trainyardd --slots naquela máquina).</numerusform>
            <numerusform>O job tem %n réplicas, mas %1 executa no máximo %2 ao mesmo tempo (slots de réplica: trainyardd --slots naquela máquina).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The job needs %n GPU(s), but %1 has %2. Use fewer, or give it GPUs in Settings → Local daemon.</source>
        <translation>
            <numerusform>O job precisa de %n GPU, mas %1 tem %2. Use menos ou atribua GPUs a ele em Configurações → Daemon local.</numerusform>
            <numerusform>O job precisa de %n GPUs, mas %1 tem %2. Use menos ou atribua GPUs a ele em Configurações → Daemon local.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The job needs %n GPU(s), but %1 has %2 (trainyardd --gpus on that machine).</source>
        <translation>
            <numerusform>O job precisa de %n GPU, mas %1 tem %2 (trainyardd --gpus naquela máquina).</numerusform>
            <numerusform>O job precisa de %n GPUs, mas %1 tem %2 (trainyardd --gpus naquela máquina).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 reads trainer packages from %2; it cannot read %3.</source>
        <translation>%1 lê pacotes de treinamento de %2; não consegue ler %3.</translation>
    </message>
    <message>
        <source>%1 writes job output to %2; it cannot write to %3.</source>
        <translation>%1 grava a saída dos jobs em %2; não consegue gravar em %3.</translation>
    </message>
    <message>
        <source>%1 does not run jobs in %2; it runs them in %3.</source>
        <translation>%1 não executa jobs em %2, somente em %3.</translation>
    </message>
    <message numerus="yes">
        <source>The job needs %n GPU(s), but the Slurm partition of %1 has %2.</source>
        <translation>
            <numerusform>O job precisa de %n GPU, mas a partição Slurm de %1 tem %2.</numerusform>
            <numerusform>O job precisa de %n GPUs, mas a partição Slurm de %1 tem %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>trainyard::ui::BackendListWidget</name>
    <message>
        <source>Backends</source>
        <translation>Back-ends</translation>
    </message>
    <message>
        <source>connecting…</source>
        <translation>conectando…</translation>
    </message>
    <message numerus="yes">
        <source>connected · %n job(s)</source>
        <translation>
            <numerusform>conectado · %n job</numerusform>
            <numerusform>conectado · %n jobs</numerusform>
        </translation>
    </message>
    <message>
        <source>reconnecting since %1</source>
        <translation>reconectando desde %1</translation>
    </message>
    <message>
        <source>offline since %1</source>
        <translation>off-line desde %1</translation>
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
        <translation>%1 — partição Slurm %2</translation>
    </message>
    <message numerus="yes">
        <source>, %n node(s)</source>
        <comment>the wizard&apos;s region list, after the partition</comment>
        <translation>
            <numerusform>, %n nó</numerusform>
            <numerusform>, %n nós</numerusform>
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
        <translation>%1 não está aceitando jobs no momento.</translation>
    </message>
    <message>
        <source>%1 takes no jobs now: %2</source>
        <translation>%1 não está aceitando jobs no momento: %2</translation>
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
        <translation>Arquivo de token: não é possível ler %1: %2</translation>
    </message>
    <message>
        <source>Token file: %1 is empty</source>
        <translation>Arquivo de token: %1 está vazio</translation>
    </message>
    <message>
        <source>Connected: project %1 answered in %2 ms</source>
        <translation>Conectado: o projeto %1 respondeu em %2 ms</translation>
    </message>
    <message>
        <source>No answer from %1: %2</source>
        <translation>Sem resposta de %1: %2</translation>
    </message>
    <message>
        <source>Refused (HTTP %1 %2): %3</source>
        <translation>Recusado (HTTP %1 %2): %3</translation>
    </message>
    <message>
        <source>Failed (HTTP %1 %2): %3</source>
        <translation>Falha (HTTP %1 %2): %3</translation>
    </message>
    <message>
        <source>No answer through SSH from %1 within %2 s: %3</source>
        <translation>Sem resposta via SSH de %1 em até %2 s: %3</translation>
    </message>
    <message>
        <source>Connected through SSH to %1: the tunnel opened in %2 ms, the daemon answered in %3 ms</source>
        <translation>Conectado via SSH a %1: o túnel foi aberto em %2 ms, o daemon respondeu em %3 ms</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::BackendsPage</name>
    <message>
        <source>Remote daemons and Google Cloud projects the console shows beside the local daemon.</source>
        <translation>Daemons remotos e projetos do Google Cloud que o console mostra ao lado do daemon local.</translation>
    </message>
    <message>
        <source>&amp;Remote backends:</source>
        <translation>Back-ends &amp;remotos:</translation>
    </message>
    <message>
        <source>Remote backends</source>
        <translation>Back-ends remotos</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Adicionar…</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>&amp;Editar…</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>Re&amp;mover</translation>
    </message>
    <message>
        <source>&amp;Test</source>
        <translation>&amp;Testar</translation>
    </message>
    <message>
        <source>Connect to the selected backend and list one job</source>
        <translation>Conectar-se ao back-end selecionado e listar um job</translation>
    </message>
    <message>
        <source>Testing the backend</source>
        <translation>Testando o back-end</translation>
    </message>
    <message>
        <source>&amp;Cancel test</source>
        <translation>&amp;Cancelar teste</translation>
    </message>
    <message>
        <source>Test result</source>
        <translation>Resultado do teste</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Token file: %1</source>
        <translation>Arquivo de token: %1</translation>
    </message>
    <message>
        <source>Token command: %1</source>
        <translation>Comando de token: %1</translation>
    </message>
    <message>
        <source>Testing %1…</source>
        <translation>Testando %1…</translation>
    </message>
    <message>
        <source>Test cancelled.</source>
        <translation>Teste cancelado.</translation>
    </message>
    <message>
        <source>The backend answered</source>
        <translation>O back-end respondeu</translation>
    </message>
    <message>
        <source>The test failed</source>
        <translation>O teste falhou</translation>
    </message>
    <message>
        <source>Google Cloud project %1 (AI Platform Training, retired)</source>
        <translation>Projeto do Google Cloud %1 (AI Platform Training, descontinuado)</translation>
    </message>
    <message>
        <source>Vertex AI, project %1 in %2</source>
        <translation>Vertex AI, projeto %1 em %2</translation>
    </message>
    <message>
        <source>Vertex AI at %1</source>
        <translation>Vertex AI em %1</translation>
    </message>
    <message>
        <source>Google has retired the AI Platform Training API: use a Vertex AI backend for new jobs.</source>
        <translation>O Google descontinuou a API do AI Platform Training: use um back-end Vertex AI para novos jobs.</translation>
    </message>
    <message>
        <source>Tr&amp;ust this certificate…</source>
        <translation>Con&amp;fiar neste certificado…</translation>
    </message>
    <message>
        <source>Show the daemon&apos;s certificate and, if it is the one the daemon printed at start, pin it for this backend</source>
        <translation>Mostrar o certificado do daemon e, se for o que o daemon exibiu ao iniciar, fixá-lo para este back-end</translation>
    </message>
    <message>
        <source>trainyardd on %1 through SSH</source>
        <translation>trainyardd em %1 via SSH</translation>
    </message>
    <message>
        <source>trainyardd on %1 through SSH via %2</source>
        <translation>trainyardd em %1 via SSH, passando por %2</translation>
    </message>
    <message>
        <source>Daemon socket: %1</source>
        <translation>Soquete do daemon: %1</translation>
    </message>
    <message>
        <source>the daemon&apos;s default there</source>
        <translation>o padrão do daemon no host</translation>
    </message>
    <message>
        <source>Starts trainyardd there when none answers</source>
        <translation>Inicia o trainyardd lá quando nenhum responde</translation>
    </message>
    <message>
        <source>Never starts trainyardd there</source>
        <translation>Nunca inicia o trainyardd lá</translation>
    </message>
    <message>
        <source>The daemon&apos;s certificate has changed</source>
        <translation>O certificado do daemon mudou</translation>
    </message>
    <message>
        <source>Pinned key: %1</source>
        <translation>Chave fixada: %1</translation>
    </message>
    <message>
        <source>Reading the certificate of %1…</source>
        <translation>Lendo o certificado de %1…</translation>
    </message>
    <message>
        <source>The daemon now presents key %1 (certificate SHA-256 %2)</source>
        <translation>O daemon agora apresenta a chave %1 (SHA-256 do certificado %2)</translation>
    </message>
    <message>
        <source>The certificate could not be read: %1</source>
        <translation>Não foi possível ler o certificado: %1</translation>
    </message>
    <message>
        <source>Trust this certificate?</source>
        <translation>Confiar neste certificado?</translation>
    </message>
    <message>
        <source>%1:%2 presents a certificate this console does not trust. Compare its fingerprints with the ones trainyardd printed when it started; pin it only if they are the same.</source>
        <translation>%1:%2 apresenta um certificado em que este console não confia. Compare as impressões digitais dele com as que o trainyardd exibiu ao iniciar; fixe-o somente se forem iguais.</translation>
    </message>
    <message>
        <source>Subject: %1
Issuer: %2%3
Valid from %4 to %5
Certificate SHA-256:
%6
Public key pin:
%7</source>
        <translation>Requerente: %1
Emissor: %2%3
Válido de %4 até %5
SHA-256 do certificado:
%6
Pin da chave pública:
%7</translation>
    </message>
    <message>
        <source> (self-signed)</source>
        <translation> (autoassinado)</translation>
    </message>
    <message>
        <source>Pinned %1 for %2. Test again to connect with it.</source>
        <translation>%1 fixado para %2. Teste novamente para se conectar com ele.</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::BasicsPage</name>
    <message>
        <source>Basics</source>
        <translation>Informações básicas</translation>
    </message>
    <message>
        <source>Where the job runs, what it is called, and where its data lives.</source>
        <translation>Onde o job é executado, qual é o nome dele e onde ficam os dados.</translation>
    </message>
    <message>
        <source>Backend</source>
        <translation>Back-end</translation>
    </message>
    <message>
        <source>&amp;Backend:</source>
        <translation>&amp;Back-end:</translation>
    </message>
    <message>
        <source>letters, digits and underscores; starts with a letter</source>
        <translation>letras, dígitos e sublinhados; começa com uma letra</translation>
    </message>
    <message>
        <source>Job id</source>
        <translation>ID do job</translation>
    </message>
    <message>
        <source>S&amp;uggest</source>
        <translation>S&amp;ugerir</translation>
    </message>
    <message>
        <source>&amp;Job id:</source>
        <translation>&amp;ID do job:</translation>
    </message>
    <message>
        <source>team=vision, purpose=baseline</source>
        <translation>team=vision, purpose=baseline</translation>
    </message>
    <message>
        <source>Labels</source>
        <translation>Rótulos</translation>
    </message>
    <message>
        <source>&amp;Labels:</source>
        <translation>&amp;Rótulos:</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>Região</translation>
    </message>
    <message>
        <source>&amp;Region:</source>
        <translation>Re&amp;gião:</translation>
    </message>
    <message>
        <source>%1 already has a job named %2; choose another id.</source>
        <translation>%1 já tem um job chamado %2; escolha outro ID.</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::CertificateProbe</name>
    <message>
        <source>%1:%2 did not complete a TLS handshake in time</source>
        <translation>%1:%2 não concluiu o handshake TLS a tempo</translation>
    </message>
    <message>
        <source>%1 is not an https:// URL</source>
        <translation>%1 não é uma URL https://</translation>
    </message>
    <message>
        <source>%1:%2 presented no certificate</source>
        <translation>%1:%2 não apresentou nenhum certificado</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::CodePage</name>
    <message>
        <source>(default)</source>
        <translation>(padrão)</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Código</translation>
    </message>
    <message>
        <source>A Python trainer package, or a custom container image.</source>
        <translation>Um pacote de treinamento Python ou uma imagem de contêiner personalizado.</translation>
    </message>
    <message>
        <source>&amp;Python package</source>
        <translation>Pacote &amp;Python</translation>
    </message>
    <message>
        <source>one per line: a folder, an sdist (.tar.gz) or a wheel; gs:// for Google</source>
        <translation>um por linha: uma pasta, um sdist (.tar.gz) ou um wheel; gs:// para o Google</translation>
    </message>
    <message>
        <source>Package URIs</source>
        <translation>URIs dos pacotes</translation>
    </message>
    <message>
        <source>F&amp;older…</source>
        <translation>Pas&amp;ta…</translation>
    </message>
    <message>
        <source>&amp;Sdist or wheel…</source>
        <translation>&amp;Sdist ou wheel…</translation>
    </message>
    <message>
        <source>Pac&amp;kages:</source>
        <translation>Pac&amp;otes:</translation>
    </message>
    <message>
        <source>Python module</source>
        <translation>Módulo Python</translation>
    </message>
    <message>
        <source>trainer.task</source>
        <translation>trainer.task</translation>
    </message>
    <message>
        <source>&amp;Module:</source>
        <translation>Mó&amp;dulo:</translation>
    </message>
    <message>
        <source>&amp;Runtime version:</source>
        <translation>Versão do am&amp;biente de execução:</translation>
    </message>
    <message>
        <source>P&amp;ython version:</source>
        <translation>Versão do P&amp;ython:</translation>
    </message>
    <message>
        <source>/usr/bin/python3 (the daemon&apos;s default)</source>
        <translation>/usr/bin/python3 (o padrão do daemon)</translation>
    </message>
    <message>
        <source>Local daemon only: the interpreter that runs the trainer on this workstation.</source>
        <translation>Somente daemon local: o interpretador que executa o aplicativo de treinamento nesta estação de trabalho.</translation>
    </message>
    <message>
        <source>&amp;Interpreter (local):</source>
        <translation>&amp;Interpretador (local):</translation>
    </message>
    <message>
        <source>one argument per line, e.g.
--epochs
20</source>
        <translation>um argumento por linha, por exemplo:
--epochs
20</translation>
    </message>
    <message>
        <source>Arguments</source>
        <translation>Argumentos</translation>
    </message>
    <message>
        <source>&amp;Arguments:</source>
        <translation>A&amp;rgumentos:</translation>
    </message>
    <message>
        <source>Master &amp;image:</source>
        <translation>Imagem do mes&amp;tre:</translation>
    </message>
    <message>
        <source>&amp;Worker image:</source>
        <translation>Imagem do &amp;worker:</translation>
    </message>
    <message>
        <source>Parameter &amp;server image:</source>
        <translation>Imagem do &amp;servidor de parâmetros:</translation>
    </message>
    <message>
        <source>the entry point, one word per line (empty: the image&apos;s own)</source>
        <translation>o ponto de entrada, uma palavra por linha (vazio: o da própria imagem)</translation>
    </message>
    <message>
        <source>Co&amp;mmand:</source>
        <translation>C&amp;omando:</translation>
    </message>
    <message>
        <source>A&amp;rguments:</source>
        <translation>Ar&amp;gumentos:</translation>
    </message>
    <message>
        <source>Trainer package folder</source>
        <translation>Pasta do pacote de treinamento</translation>
    </message>
    <message>
        <source>Trainer package</source>
        <translation>Pacote de treinamento</translation>
    </message>
    <message>
        <source>Packages (*.tar.gz *.whl *.zip)</source>
        <translation>Pacotes (*.tar.gz *.whl *.zip)</translation>
    </message>
    <message>
        <source>Modules found in %1</source>
        <translation>Módulos encontrados em %1</translation>
    </message>
    <message>
        <source>Custom contain&amp;er</source>
        <translation>Contêi&amp;ner personalizado</translation>
    </message>
    <message>
        <source>%1 does not exist on this workstation.</source>
        <translation>%1 não existe nesta estação de trabalho.</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::CommandPalette</name>
    <message>
        <source>%1, shortcut %2</source>
        <translation>%1, atalho %2</translation>
    </message>
    <message>
        <source>%1 (unavailable now)</source>
        <translation>%1 (indisponível agora)</translation>
    </message>
    <message>
        <source>Not available now</source>
        <translation>Indisponível agora</translation>
    </message>
    <message>
        <source>Command palette</source>
        <translation>Paleta de comandos</translation>
    </message>
    <message>
        <source>Type a command or a job…</source>
        <translation>Digite um comando ou um job…</translation>
    </message>
    <message>
        <source>Search commands and jobs</source>
        <translation>Pesquisar comandos e jobs</translation>
    </message>
    <message>
        <source>Up and Down choose, Enter runs the command or shows the job, Escape closes</source>
        <translation>As setas Up e Down escolhem, Enter executa o comando ou mostra o job, Escape fecha</translation>
    </message>
    <message>
        <source>Commands and jobs</source>
        <translation>Comandos e jobs</translation>
    </message>
    <message>
        <source>The commands and jobs that match, best first</source>
        <translation>Os comandos e jobs correspondentes, os melhores primeiro</translation>
    </message>
    <message>
        <source>No command or job matches</source>
        <translation>Nenhum comando ou job corresponde</translation>
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
        <translation>(nenhum)</translation>
    </message>
    <message>
        <source>%1 — %2 vCPUs, %3 GB</source>
        <translation>%1 — %2 vCPUs, %3 GB</translation>
    </message>
    <message numerus="yes">
        <source>%n replica(s) · %1 vCPUs · %2 GB</source>
        <translation>
            <numerusform>%n réplica · %1 vCPUs · %2 GB</numerusform>
            <numerusform>%n réplicas · %1 vCPUs · %2 GB</numerusform>
        </translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>Computação</translation>
    </message>
    <message>
        <source>A predefined scale tier, or your own cluster (CUSTOM).</source>
        <translation>Um nível de escalonamento predefinido ou seu próprio cluster (CUSTOM).</translation>
    </message>
    <message>
        <source>(default: BASIC)</source>
        <translation>(padrão: BASIC)</translation>
    </message>
    <message>
        <source>Scale tier</source>
        <translation>Nível de escalonamento</translation>
    </message>
    <message>
        <source>&amp;Scale tier:</source>
        <translation>&amp;Nível de escalonamento:</translation>
    </message>
    <message>
        <source>Custom cluster</source>
        <translation>Cluster personalizado</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>Mestre</translation>
    </message>
    <message>
        <source>Workers</source>
        <translation>Workers</translation>
    </message>
    <message>
        <source>Parameter servers</source>
        <translation>Servidores de parâmetros</translation>
    </message>
    <message>
        <source>Evaluators</source>
        <translation>Avaliadores</translation>
    </message>
    <message>
        <source>Cluster totals</source>
        <translation>Totais do cluster</translation>
    </message>
    <message>
        <source>%1 machine type</source>
        <translation>%1: tipo de máquina</translation>
    </message>
    <message>
        <source>Machine type:</source>
        <translation>Tipo de máquina:</translation>
    </message>
    <message>
        <source>%1 count</source>
        <translation>%1: quantidade</translation>
    </message>
    <message>
        <source>Count:</source>
        <translation>Quantidade:</translation>
    </message>
    <message>
        <source>%1 accelerator</source>
        <translation>%1: acelerador</translation>
    </message>
    <message>
        <source>Accelerator:</source>
        <translation>Acelerador:</translation>
    </message>
    <message>
        <source>Accelerators per replica:</source>
        <translation>Aceleradores por réplica:</translation>
    </message>
    <message>
        <source>(default)</source>
        <translation>(padrão)</translation>
    </message>
    <message>
        <source>Boot disk:</source>
        <translation>Disco de inicialização:</translation>
    </message>
    <message>
        <source> GB</source>
        <translation> GB</translation>
    </message>
    <message>
        <source>Boot disk size:</source>
        <translation>Tamanho do disco de inicialização:</translation>
    </message>
    <message numerus="yes">
        <source> · %n accelerator(s) (%1)</source>
        <translation>
            <numerusform> · %n acelerador (%1)</numerusform>
            <numerusform> · %n aceleradores (%1)</numerusform>
        </translation>
    </message>
    <message>
        <source>Open Settings → Local daemon…</source>
        <translation>Abrir Configurações → Daemon local…</translation>
    </message>
    <message>
        <source>Open the local daemon&apos;s settings</source>
        <translation>Abrir as configurações do daemon local</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::CurveChart</name>
    <message>
        <source>Metric by step</source>
        <translation>Métrica por etapa</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Etapa</translation>
    </message>
    <message>
        <source>Trial %1</source>
        <translation>Teste %1</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::DaemonPage</name>
    <message>
        <source>How the console starts the local daemon (trainyardd). Empty fields keep the daemon&apos;s defaults.</source>
        <translation>Como o console inicia o daemon local (trainyardd). Campos vazios mantêm os padrões do daemon.</translation>
    </message>
    <message>
        <source>Replica &amp;slots:</source>
        <translation>&amp;Slots de réplica:</translation>
    </message>
    <message>
        <source>none; e.g. 0,1</source>
        <translation>nenhuma; por exemplo, 0,1</translation>
    </message>
    <message>
        <source>GPU indices jobs may use, comma-separated (--gpus)</source>
        <translation>Índices de GPU que os jobs podem usar, separados por vírgula (--gpus)</translation>
    </message>
    <message>
        <source>&amp;GPUs:</source>
        <translation>&amp;GPUs:</translation>
    </message>
    <message>
        <source>/usr/bin/python3 (the daemon&apos;s default)</source>
        <translation>/usr/bin/python3 (o padrão do daemon)</translation>
    </message>
    <message>
        <source>Python for trainer packages (--python)</source>
        <translation>Python para pacotes de treinamento (--python)</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Procurar…</translation>
    </message>
    <message>
        <source>Browse for the interpreter</source>
        <translation>Procurar o interpretador</translation>
    </message>
    <message>
        <source>&amp;Interpreter:</source>
        <translation>&amp;Interpretador:</translation>
    </message>
    <message>
        <source> Hz</source>
        <translation> Hz</translation>
    </message>
    <message>
        <source>Resource samples per second of each running replica, 0.1 to 10 (--sample-rate)</source>
        <translation>Amostras de recursos por segundo de cada réplica em execução, de 0,1 a 10 (--sample-rate)</translation>
    </message>
    <message>
        <source>Resource sample &amp;rate:</source>
        <translation>&amp;Taxa de amostragem de recursos:</translation>
    </message>
    <message>
        <source>Choose the Python interpreter</source>
        <translation>Escolher o interpretador Python</translation>
    </message>
    <message>
        <source>Default: %1 (twice the CPUs, at least 4)</source>
        <translation>Padrão: %1 (o dobro de CPUs, no mínimo 4)</translation>
    </message>
    <message>
        <source>Replica processes run at once (--slots). A job&apos;s replicas all run together, so a job with more replicas than this is refused.</source>
        <translation>Processos de réplica executados ao mesmo tempo (--slots). Todas as réplicas de um job são executadas juntas, então um job com mais réplicas do que isso é recusado.</translation>
    </message>
    <message>
        <source>More slots than CPUs is allowed: replicas then share the cores and each runs slower. GPUs are never shared: each one goes to one replica at a time.</source>
        <translation>É permitido ter mais slots do que CPUs: as réplicas passam a dividir os núcleos e cada uma fica mais lenta. As GPUs nunca são compartilhadas: cada uma fica com uma única réplica por vez.</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::DraftStore</name>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>Não é possível criar a pasta %1.</translation>
    </message>
    <message>
        <source>The file is larger than %1 MiB.</source>
        <translation>O arquivo tem mais de %1 MiB.</translation>
    </message>
    <message>
        <source>This is not a Trainyard job template.</source>
        <translation>Este não é um modelo de job do Trainyard.</translation>
    </message>
    <message>
        <source>This is not a Trainyard job draft.</source>
        <translation>Este não é um rascunho de job do Trainyard.</translation>
    </message>
    <message>
        <source>It was written by a newer Trainyard (format %1).</source>
        <translation>Ele foi gravado por uma versão mais recente do Trainyard (formato %1).</translation>
    </message>
    <message>
        <source>The template has no name.</source>
        <translation>O modelo não tem nome.</translation>
    </message>
    <message>
        <source>The file holds no job.</source>
        <translation>O arquivo não contém nenhum job.</translation>
    </message>
    <message>
        <source>Cannot delete the draft: %1</source>
        <translation>Não é possível excluir o rascunho: %1</translation>
    </message>
    <message>
        <source>Cannot save the draft: %1</source>
        <translation>Não é possível salvar o rascunho: %1</translation>
    </message>
    <message>
        <source>Cannot read the draft: %1</source>
        <translation>Não é possível ler o rascunho: %1</translation>
    </message>
    <message>
        <source>Cannot save the template: %1</source>
        <translation>Não é possível salvar o modelo: %1</translation>
    </message>
    <message>
        <source>Cannot read the template: %1</source>
        <translation>Não é possível ler o modelo: %1</translation>
    </message>
    <message>
        <source>Cannot delete the template: %1</source>
        <translation>Não é possível excluir o modelo: %1</translation>
    </message>
    <message>
        <source>The file holds no Vertex AI job.</source>
        <translation>O arquivo não contém nenhum job do Vertex AI.</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::EmptyJobsView</name>
    <message>
        <source>No jobs yet</source>
        <translation>Nenhum job ainda</translation>
    </message>
    <message>
        <source>Compose a training job in the wizard, or open a gcloud config.yaml or JSON job you already have.</source>
        <translation>Monte um job de treinamento no assistente ou abra um config.yaml do gcloud ou um job JSON que você já tenha.</translation>
    </message>
    <message>
        <source>&amp;New job…</source>
        <translation>&amp;Novo job…</translation>
    </message>
    <message>
        <source>Compose a job in the wizard (Ctrl+N)</source>
        <translation>Montar um job no assistente (Ctrl+N)</translation>
    </message>
    <message>
        <source>Open a gcloud config.yaml or a JSON job in the wizard (Ctrl+O)</source>
        <translation>Abrir um config.yaml do gcloud ou um job JSON no assistente (Ctrl+O)</translation>
    </message>
    <message>
        <source>Or start from an example that comes with Trainyard; it opens in the wizard, where you can look at it before you submit it:</source>
        <translation>Ou comece com um exemplo que acompanha o Trainyard; ele abre no assistente, onde você pode examiná-lo antes de enviá-lo:</translation>
    </message>
    <message>
        <source>No jobs on %1 yet</source>
        <translation>Nenhum job em %1 ainda</translation>
    </message>
    <message>
        <source>Im&amp;port a job file…</source>
        <translation>&amp;Importar um arquivo de job…</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::ExampleJobs</name>
    <message>
        <source>&amp;Digits classifier</source>
        <translation>&amp;Classificador de dígitos</translation>
    </message>
    <message>
        <source>scikit-learn on 8×8 handwritten digits: one replica, 20 epochs, a checkpoint after each (needs python3-sklearn)</source>
        <translation>scikit-learn com dígitos manuscritos 8×8: uma réplica, 20 épocas, um checkpoint após cada uma (requer python3-sklearn)</translation>
    </message>
    <message>
        <source>A &amp;master and two workers</source>
        <translation>Um &amp;mestre e dois workers</translation>
    </message>
    <message>
        <source>three replicas that find each other through TF_CONFIG and add up a sum together</source>
        <translation>três réplicas que se encontram via TF_CONFIG e calculam juntas uma soma</translation>
    </message>
    <message>
        <source>Digits &amp;hyperparameter study</source>
        <translation>Estudo de &amp;hiperparâmetros com dígitos</translation>
    </message>
    <message>
        <source>eight trials of the digits classifier, two at a time, tuned for accuracy</source>
        <translation>oito testes do classificador de dígitos, dois de cada vez, ajustados para acurácia</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::FieldBinder</name>
    <message>
        <source>default</source>
        <translation>padrão</translation>
    </message>
    <message>
        <source>Parameter %1 “%2”</source>
        <translation>Parâmetro %1 “%2”</translation>
    </message>
    <message>
        <source>Parameter %1</source>
        <translation>Parâmetro %1</translation>
    </message>
    <message>
        <source>%1, value %2</source>
        <translation>%1, valor %2</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::GcloudImportDialog</name>
    <message>
        <source>Import a gcloud command</source>
        <translation>Importar um comando gcloud</translation>
    </message>
    <message>
        <source>&amp;Command line (gcloud ai-platform jobs submit training …):</source>
        <translation>&amp;Linha de comando (gcloud ai-platform jobs submit training …):</translation>
    </message>
    <message>
        <source>gcloud command line</source>
        <translation>Linha de comando gcloud</translation>
    </message>
    <message>
        <source>C&amp;onfig file, when the command has --config (its content):</source>
        <translation>Arquivo de c&amp;onfiguração, quando o comando tem --config (o conteúdo dele):</translation>
    </message>
    <message>
        <source>config.yaml</source>
        <translation>config.yaml</translation>
    </message>
    <message>
        <source>Open in the &amp;wizard</source>
        <translation>Abrir no &amp;assistente</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::HyperparametersPage</name>
    <message>
        <source>Hyperparameters</source>
        <translation>Hiperparâmetros</translation>
    </message>
    <message>
        <source>Optional: run trials with different values and keep the best.</source>
        <translation>Opcional: execute testes com valores diferentes e mantenha o melhor.</translation>
    </message>
    <message>
        <source>&amp;Goal:</source>
        <translation>M&amp;eta:</translation>
    </message>
    <message>
        <source>Maximize</source>
        <translation>Maximizar</translation>
    </message>
    <message>
        <source>Minimize</source>
        <translation>Minimizar</translation>
    </message>
    <message>
        <source>the metric your trainer reports, e.g. accuracy</source>
        <translation>a métrica que seu aplicativo de treinamento relata, por exemplo, accuracy</translation>
    </message>
    <message>
        <source>&amp;Metric tag:</source>
        <translation>Ta&amp;g da métrica:</translation>
    </message>
    <message>
        <source>&amp;Algorithm:</source>
        <translation>A&amp;lgoritmo:</translation>
    </message>
    <message>
        <source>Bayesian optimization (default)</source>
        <translation>Otimização bayesiana (padrão)</translation>
    </message>
    <message>
        <source>Grid search</source>
        <translation>Pesquisa em grade</translation>
    </message>
    <message>
        <source>Random search</source>
        <translation>Pesquisa aleatória</translation>
    </message>
    <message>
        <source>Max &amp;parallel trials:</source>
        <translation>Máximo de testes &amp;paralelos:</translation>
    </message>
    <message>
        <source>Max &amp;failed trials:</source>
        <translation>Máximo de testes com &amp;falha:</translation>
    </message>
    <message>
        <source>Stop unpromising trials &amp;early</source>
        <translation>I&amp;nterromper antecipadamente testes pouco promissores</translation>
    </message>
    <message>
        <source>(start fresh)</source>
        <translation>(começar do zero)</translation>
    </message>
    <message>
        <source>&amp;Resume from job:</source>
        <translation>&amp;Retomar do job:</translation>
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
        <translation>Mín.</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>Máx.</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>Escala</translation>
    </message>
    <message>
        <source>Values (comma-separated)</source>
        <translation>Valores (separados por vírgula)</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parâmetros</translation>
    </message>
    <message>
        <source>A&amp;dd parameter</source>
        <translation>A&amp;dicionar parâmetro</translation>
    </message>
    <message>
        <source>Remo&amp;ve parameter</source>
        <translation>Rem&amp;over parâmetro</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(nenhuma)</translation>
    </message>
    <message>
        <source>Grid: unbounded (a DOUBLE parameter)</source>
        <translation>Grade: ilimitada (um parâmetro DOUBLE)</translation>
    </message>
    <message>
        <source>Max tria&amp;ls:</source>
        <translation>Máximo de &amp;testes:</translation>
    </message>
    <message>
        <source>Type of parameter %1</source>
        <translation>Tipo do parâmetro %1</translation>
    </message>
    <message>
        <source>Scale of parameter %1</source>
        <translation>Escala do parâmetro %1</translation>
    </message>
    <message>
        <source>Combinations in the grid: %1</source>
        <translation>Combinações na grade: %1</translation>
    </message>
    <message>
        <source>T&amp;une hyperparameters</source>
        <translation>A&amp;justar hiperparâmetros</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::ImportanceChart</name>
    <message>
        <source>Parameter importance</source>
        <translation>Importância dos parâmetros</translation>
    </message>
    <message>
        <source>%1%</source>
        <comment>a parameter&apos;s share of the objective&apos;s spread: 62.4%</comment>
        <translation>%1%</translation>
    </message>
    <message numerus="yes">
        <source>Parameter importance needs at least %n finished trial(s) (%1 so far)</source>
        <translation>
            <numerusform>A importância dos parâmetros precisa de pelo menos %n teste concluído (%1 até agora)</numerusform>
            <numerusform>A importância dos parâmetros precisa de pelo menos %n testes concluídos (%1 até agora)</numerusform>
        </translation>
    </message>
    <message>
        <source>The study has no hyperparameters to rank.</source>
        <translation>O estudo não tem hiperparâmetros para ordenar.</translation>
    </message>
    <message numerus="yes">
        <source>Based on %n finished trial(s)</source>
        <translation>
            <numerusform>Com base em %n teste concluído</numerusform>
            <numerusform>Com base em %n testes concluídos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Based on %n finished trial(s) · %1</source>
        <translation>
            <numerusform>Com base em %n teste concluído · %1</numerusform>
            <numerusform>Com base em %n testes concluídos · %1</numerusform>
        </translation>
    </message>
    <message>
        <source>no parameter explains any spread yet: the trials&apos; values are all the same</source>
        <translation>nenhum parâmetro explica variação ainda: os valores dos testes são todos iguais</translation>
    </message>
    <message>
        <source>Reading parameter importance…</source>
        <translation>Lendo a importância dos parâmetros…</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a bar of the importance chart: name, share</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1: %2 of the objective&apos;s spread that the hyperparameters explain (rank %3 of %4)</source>
        <translation>%1: %2 da variação do objetivo que os hiperparâmetros explicam (posição %3 de %4)</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::JobDetailView</name>
    <message>
        <source>Copy</source>
        <translation>Copiar</translation>
    </message>
    <message>
        <source>Job state</source>
        <translation>Estado do job</translation>
    </message>
    <message>
        <source>Error message</source>
        <translation>Mensagem de erro</translation>
    </message>
    <message>
        <source>State changes</source>
        <translation>Mudanças de estado</translation>
    </message>
    <message>
        <source>&amp;Timeline</source>
        <translation>&amp;Linha do tempo</translation>
    </message>
    <message>
        <source>&amp;Logs</source>
        <translation>L&amp;ogs</translation>
    </message>
    <message>
        <source>YAML (gcloud config)</source>
        <translation>YAML (configuração do gcloud)</translation>
    </message>
    <message>
        <source>JSON (API)</source>
        <translation>JSON (API)</translation>
    </message>
    <message>
        <source>&amp;Spec</source>
        <translation>&amp;Especificação</translation>
    </message>
    <message>
        <source>T&amp;rials</source>
        <translation>&amp;Testes</translation>
    </message>
    <message>
        <source>The tuning job&apos;s trials, their curves and hyperparameters (Alt+4)</source>
        <translation>Os testes do job de ajuste, as curvas e os hiperparâmetros deles (Alt+4)</translation>
    </message>
    <message>
        <source>Reso&amp;urces</source>
        <translation>Rec&amp;ursos</translation>
    </message>
    <message>
        <source>What each replica used over time: GPU, GPU memory, CPU and memory (Alt+5)</source>
        <translation>O que cada réplica usou ao longo do tempo: GPU, memória da GPU, CPU e memória (Alt+5)</translation>
    </message>
    <message>
        <source>No job selected</source>
        <translation>Nenhum job selecionado</translation>
    </message>
    <message>
        <source>Created %1</source>
        <translation>Criado em %1</translation>
    </message>
    <message>
        <source>started %1</source>
        <translation>iniciado em %1</translation>
    </message>
    <message>
        <source>ended %1</source>
        <translation>encerrado em %1</translation>
    </message>
    <message>
        <source>ran %1</source>
        <translation>duração: %1</translation>
    </message>
    <message>
        <source>Job details</source>
        <translation>Detalhes do job</translation>
    </message>
    <message>
        <source>Spec format</source>
        <translation>Formato da especificação</translation>
    </message>
    <message>
        <source>Spec as YAML (gcloud config)</source>
        <translation>Especificação como YAML (configuração do gcloud)</translation>
    </message>
    <message>
        <source>Spec as JSON (API)</source>
        <translation>Especificação como JSON (API)</translation>
    </message>
    <message>
        <source>in %1</source>
        <comment>the job header: the location the job runs in, &apos;in cluster (Slurm)&apos;</comment>
        <translation>em %1</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>&amp;Metrics</source>
        <translation>&amp;Métricas</translation>
    </message>
    <message>
        <source>The curves the job&apos;s trainers wrote as TensorBoard event files, live (Alt+6)</source>
        <translation>As curvas que os treinadores do job gravaram como arquivos de eventos do TensorBoard, ao vivo (Alt+6)</translation>
    </message>
    <message>
        <source>&amp;Outputs</source>
        <translation>Saí&amp;das</translation>
    </message>
    <message>
        <source>The files the job wrote: checkpoints, the saved model, event files (Alt+7)</source>
        <translation>Os arquivos que o job gravou: checkpoints, o modelo salvo, arquivos de eventos (Alt+7)</translation>
    </message>
    <message>
        <source>Job times</source>
        <translation>Horários do job</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::JobDirReuseBox</name>
    <message>
        <source>Re&amp;use the job directory (resume from its checkpoints)</source>
        <translation>Re&amp;utilizar o diretório do job (retomar dos checkpoints dele)</translation>
    </message>
    <message>
        <source>Write into %1, where the earlier job left its outputs: a trainer that keeps checkpoints goes on from the last one instead of training anew.</source>
        <translation>Gravar em %1, onde o job anterior deixou as saídas: um aplicativo de treinamento que mantém checkpoints continua a partir do último em vez de treinar do zero.</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::JobWizard</name>
    <message>
        <source>New training job</source>
        <translation>Novo job de treinamento</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>E&amp;xportar…</translation>
    </message>
    <message>
        <source>Save as &amp;template…</source>
        <translation>Salvar como &amp;modelo…</translation>
    </message>
    <message>
        <source>&lt; &amp;Back</source>
        <translation>&lt; &amp;Voltar</translation>
    </message>
    <message>
        <source>&amp;Next &gt;</source>
        <translation>&amp;Avançar &gt;</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Cancelar</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::LogLineDelegate</name>
    <message>
        <source>trial %1</source>
        <translation>teste %1</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::LogView</name>
    <message>
        <source>Show all trials</source>
        <translation>Mostrar todos os testes</translation>
    </message>
    <message>
        <source>Show the lines of every trial again</source>
        <translation>Mostrar novamente as linhas de todos os testes</translation>
    </message>
    <message>
        <source>Minimum severity</source>
        <translation>Gravidade mínima</translation>
    </message>
    <message>
        <source>All severities</source>
        <translation>Todas as gravidades</translation>
    </message>
    <message>
        <source>Info and above</source>
        <translation>Informação e acima</translation>
    </message>
    <message>
        <source>Warnings and errors</source>
        <translation>Avisos e erros</translation>
    </message>
    <message>
        <source>Errors only</source>
        <translation>Somente erros</translation>
    </message>
    <message>
        <source>First error</source>
        <translation>Primeiro erro</translation>
    </message>
    <message>
        <source>Jump to the first error (Ctrl+E)</source>
        <translation>Ir para o primeiro erro (Ctrl+E)</translation>
    </message>
    <message>
        <source>Follow</source>
        <translation>Acompanhar</translation>
    </message>
    <message>
        <source>Keep the newest line in view (End)</source>
        <translation>Manter a linha mais recente visível (End)</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Salvar…</translation>
    </message>
    <message>
        <source>Save the lines shown to a file (Ctrl+S)</source>
        <translation>Salvar as linhas exibidas em um arquivo (Ctrl+S)</translation>
    </message>
    <message>
        <source>Search the whole log (Ctrl+F) — Enter: next, Shift+Enter: previous</source>
        <translation>Pesquisar no log inteiro (Ctrl+F) — Enter: próxima, Shift+Enter: anterior</translation>
    </message>
    <message>
        <source>Search the log</source>
        <translation>Pesquisar no log</translation>
    </message>
    <message>
        <source>Regex</source>
        <translation>Regex</translation>
    </message>
    <message>
        <source>Match case</source>
        <translation>Diferenciar maiúsculas e minúsculas</translation>
    </message>
    <message>
        <source>Previous match (Shift+Enter, Shift+F3)</source>
        <translation>Ocorrência anterior (Shift+Enter, Shift+F3)</translation>
    </message>
    <message>
        <source>Next match (Enter, F3)</source>
        <translation>Próxima ocorrência (Enter, F3)</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Parar</translation>
    </message>
    <message>
        <source>Stop the search (Esc)</source>
        <translation>Parar a pesquisa (Esc)</translation>
    </message>
    <message>
        <source>Log lines</source>
        <translation>Linhas do log</translation>
    </message>
    <message>
        <source>Could not read the log: %1</source>
        <translation>Não foi possível ler o log: %1</translation>
    </message>
    <message>
        <source>Go to line</source>
        <translation>Ir para a linha</translation>
    </message>
    <message>
        <source>Line number:</source>
        <translation>Número da linha:</translation>
    </message>
    <message>
        <source>Trial %1 only</source>
        <translation>Somente o teste %1</translation>
    </message>
    <message>
        <source>Show or hide the lines of %1</source>
        <translation>Mostrar ou ocultar as linhas de %1</translation>
    </message>
    <message>
        <source>Replica %1</source>
        <translation>Réplica %1</translation>
    </message>
    <message>
        <source>No job selected.</source>
        <translation>Nenhum job selecionado.</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s)</source>
        <translation>
            <numerusform>%n linha</numerusform>
            <numerusform>%n linhas</numerusform>
        </translation>
    </message>
    <message>
        <source> · %1 shown</source>
        <translation> · %1 exibidas</translation>
    </message>
    <message>
        <source> · indexing %1%</source>
        <translation> · indexando %1%</translation>
    </message>
    <message>
        <source> · complete</source>
        <translation> · completo</translation>
    </message>
    <message>
        <source> · live</source>
        <translation> · ao vivo</translation>
    </message>
    <message>
        <source>Search failed</source>
        <translation>Falha na pesquisa</translation>
    </message>
    <message>
        <source>No match</source>
        <translation>Nenhuma ocorrência</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>No match shown by the filters</source>
        <translation>Nenhuma ocorrência exibida pelos filtros</translation>
    </message>
    <message>
        <source>No error in the lines shown.</source>
        <translation>Nenhum erro nas linhas exibidas.</translation>
    </message>
    <message>
        <source>Save log</source>
        <translation>Salvar log</translation>
    </message>
    <message>
        <source>Log files (*.log *.txt)</source>
        <translation>Arquivos de log (*.log *.txt)</translation>
    </message>
    <message>
        <source>Saving the log…</source>
        <translation>Salvando o log…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>The log could not be saved to %1: %2</source>
        <translation>Não foi possível salvar o log em %1: %2</translation>
    </message>
    <message>
        <source>Previous match</source>
        <translation>Ocorrência anterior</translation>
    </message>
    <message>
        <source>Next match</source>
        <translation>Próxima ocorrência</translation>
    </message>
    <message numerus="yes">
        <source>%Ln match(es)…</source>
        <translation>
            <numerusform>%Ln ocorrência…</numerusform>
            <numerusform>%Ln ocorrências…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln match(es)</source>
        <translation>
            <numerusform>%Ln ocorrência</numerusform>
            <numerusform>%Ln ocorrências</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped after %Ln match(es)</source>
        <translation>
            <numerusform>Interrompida após %Ln ocorrência</numerusform>
            <numerusform>Interrompida após %Ln ocorrências</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped: %Ln match(es) so far</source>
        <translation>
            <numerusform>Interrompida: %Ln ocorrência até agora</numerusform>
            <numerusform>Interrompida: %Ln ocorrências até agora</numerusform>
        </translation>
    </message>
    <message>
        <source>Trial shown</source>
        <translation>Teste exibido</translation>
    </message>
    <message>
        <source>Show the lines of one trial, or of all</source>
        <translation>Mostrar as linhas de um teste ou de todos</translation>
    </message>
    <message>
        <source>All trials</source>
        <translation>Todos os testes</translation>
    </message>
    <message>
        <source>Trial %1</source>
        <translation>Teste %1</translation>
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
        <translation>Filtrar jobs: texto ou rótulo=valor (Ctrl+L)</translation>
    </message>
    <message>
        <source>Filter jobs</source>
        <translation>Filtrar jobs</translation>
    </message>
    <message>
        <source>Filter by state</source>
        <translation>Filtrar por estado</translation>
    </message>
    <message>
        <source>All states</source>
        <translation>Todos os estados</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Ativos</translation>
    </message>
    <message>
        <source>Jobs</source>
        <translation>Jobs</translation>
    </message>
    <message>
        <source>Local daemon</source>
        <translation>Daemon local</translation>
    </message>
    <message>
        <source>(no id yet)</source>
        <translation>(ainda sem ID)</translation>
    </message>
    <message>
        <source>Unsubmitted jobs</source>
        <translation>Jobs não enviados</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Arquivo</translation>
    </message>
    <message>
        <source>&amp;New job…</source>
        <translation>&amp;Novo job…</translation>
    </message>
    <message>
        <source>New job from &amp;template…</source>
        <translation>Novo job a partir de &amp;modelo…</translation>
    </message>
    <message>
        <source>&amp;Import job…</source>
        <translation>&amp;Importar job…</translation>
    </message>
    <message>
        <source>Open a gcloud config.yaml or a JSON job in the wizard (Ctrl+O)</source>
        <translation>Abrir um config.yaml do gcloud ou um job JSON no assistente (Ctrl+O)</translation>
    </message>
    <message>
        <source>Import a &amp;gcloud command…</source>
        <translation>Importar um comando &amp;gcloud…</translation>
    </message>
    <message>
        <source>Add &amp;remote backend…</source>
        <translation>Adicionar back-end &amp;remoto…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Sair</translation>
    </message>
    <message>
        <source>&amp;Job</source>
        <translation>&amp;Job</translation>
    </message>
    <message>
        <source>&amp;Cancel job…</source>
        <translation>&amp;Cancelar job…</translation>
    </message>
    <message>
        <source>Cancel the selected job (Ctrl+Shift+X)</source>
        <translation>Cancelar o job selecionado (Ctrl+Shift+X)</translation>
    </message>
    <message>
        <source>&amp;Resubmit</source>
        <translation>&amp;Reenviar</translation>
    </message>
    <message>
        <source>Submit the selected job again under a new id (Ctrl+Shift+R)</source>
        <translation>Enviar novamente o job selecionado com um novo ID (Ctrl+Shift+R)</translation>
    </message>
    <message>
        <source>C&amp;lone…</source>
        <translation>C&amp;lonar…</translation>
    </message>
    <message>
        <source>Open the selected job in the wizard under a new id (Ctrl+D)</source>
        <translation>Abrir o job selecionado no assistente com um novo ID (Ctrl+D)</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exportar…</translation>
    </message>
    <message>
        <source>Save the selected job as a gcloud config.yaml or JSON (Ctrl+Shift+S)</source>
        <translation>Salvar o job selecionado como config.yaml do gcloud ou JSON (Ctrl+Shift+S)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>E&amp;xibir</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Atualizar</translation>
    </message>
    <message>
        <source>&amp;Filter jobs</source>
        <translation>&amp;Filtrar jobs</translation>
    </message>
    <message>
        <source>&amp;Timeline</source>
        <translation>&amp;Linha do tempo</translation>
    </message>
    <message>
        <source>&amp;Logs</source>
        <translation>L&amp;ogs</translation>
    </message>
    <message>
        <source>&amp;Spec</source>
        <translation>&amp;Especificação</translation>
    </message>
    <message>
        <source>A tuning job&apos;s trials (Alt+4)</source>
        <translation>Os testes de um job de ajuste (Alt+4)</translation>
    </message>
    <message>
        <source>Reso&amp;urces</source>
        <translation>Rec&amp;ursos</translation>
    </message>
    <message>
        <source>What each replica used: GPU, GPU memory, CPU and memory (Alt+5)</source>
        <translation>O que cada réplica usou: GPU, memória da GPU, CPU e memória (Alt+5)</translation>
    </message>
    <message>
        <source>First &amp;error in the log</source>
        <translation>Primeiro e&amp;rro no log</translation>
    </message>
    <message>
        <source>Cancel job</source>
        <translation>Cancelar job</translation>
    </message>
    <message>
        <source>%1 could not be cancelled: %2</source>
        <translation>Não foi possível cancelar %1: %2</translation>
    </message>
    <message>
        <source>Cancelling %1…</source>
        <translation>Cancelando %1…</translation>
    </message>
    <message>
        <source>Resubmit</source>
        <translation>Reenviar</translation>
    </message>
    <message>
        <source>The job could not be submitted: %1</source>
        <translation>Não foi possível enviar o job: %1</translation>
    </message>
    <message>
        <source>Submitted %1</source>
        <translation>%1 enviado</translation>
    </message>
    <message>
        <source>Save as template</source>
        <translation>Salvar como modelo</translation>
    </message>
    <message>
        <source>Template name:</source>
        <translation>Nome do modelo:</translation>
    </message>
    <message>
        <source>Saved the template %1</source>
        <translation>Modelo %1 salvo</translation>
    </message>
    <message>
        <source>Submitted %1 to %2</source>
        <translation>%1 enviado para %2</translation>
    </message>
    <message>
        <source>New job from template</source>
        <translation>Novo job a partir de modelo</translation>
    </message>
    <message>
        <source>No templates yet: the wizard&apos;s Review page saves one.</source>
        <translation>Ainda não há modelos: a página Revisão do assistente salva um.</translation>
    </message>
    <message>
        <source>Template:</source>
        <translation>Modelo:</translation>
    </message>
    <message>
        <source>Import job</source>
        <translation>Importar job</translation>
    </message>
    <message>
        <source>Job files (*.yaml *.yml *.json);;All files (*)</source>
        <translation>Arquivos de job (*.yaml *.yml *.json);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>Export job</source>
        <translation>Exportar job</translation>
    </message>
    <message>
        <source>gcloud config (*.yaml *.yml);;API job (*.json)</source>
        <translation>Configuração do gcloud (*.yaml *.yml);;Job da API (*.json)</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 salvo</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Configurações…</translation>
    </message>
    <message>
        <source>Backends, the local daemon, notifications and appearance (Ctrl+,)</source>
        <translation>Back-ends, o daemon local, notificações e aparência (Ctrl+,)</translation>
    </message>
    <message>
        <source>Command &amp;palette…</source>
        <translation>Paleta de &amp;comandos…</translation>
    </message>
    <message>
        <source>Find any command or job by typing a few of its letters (Ctrl+K)</source>
        <translation>Encontrar qualquer comando ou job digitando algumas das letras dele (Ctrl+K)</translation>
    </message>
    <message>
        <source>Tr&amp;ials</source>
        <translation>&amp;Testes</translation>
    </message>
    <message>
        <source>Searc&amp;h the log</source>
        <translation>&amp;Pesquisar no log</translation>
    </message>
    <message>
        <source>Main toolbar</source>
        <translation>Barra de ferramentas principal</translation>
    </message>
    <message>
        <source>Cancel the job %1 on %2?

Every replica is stopped and the job ends in the state “%3”.</source>
        <translation>Cancelar o job %1 em %2?

Todas as réplicas serão interrompidas e o job terminará no estado “%3”.</translation>
    </message>
    <message numerus="yes">
        <source>The console stopped while composing %n job(s):

%1

Open them again?</source>
        <translation>
            <numerusform>O console foi encerrado enquanto %n job estava sendo criado:

%1

Abri-lo novamente?</numerusform>
            <numerusform>O console foi encerrado enquanto %n jobs estavam sendo criados:

%1

Abri-los novamente?</numerusform>
        </translation>
    </message>
    <message>
        <source>New job from an e&amp;xample…</source>
        <translation>Novo job a partir de um e&amp;xemplo…</translation>
    </message>
    <message>
        <source>New job from an example</source>
        <translation>Novo job a partir de um exemplo</translation>
    </message>
    <message>
        <source>&amp;Example:</source>
        <translation>&amp;Exemplo:</translation>
    </message>
    <message>
        <source>New Vertex AI job</source>
        <translation>Novo job do Vertex AI</translation>
    </message>
    <message>
        <source>No backend takes Vertex AI jobs yet: add one of kind “Vertex AI” in Settings › Backends (its URL may be a Trainyard daemon&apos;s).</source>
        <translation>Nenhum back-end aceita jobs do Vertex AI ainda: adicione um do tipo “Vertex AI” em Configurações › Back-ends (a URL dele pode ser a de um daemon do Trainyard).</translation>
    </message>
    <message>
        <source>New Vertex &amp;AI job…</source>
        <translation>Novo job do Vertex &amp;AI…</translation>
    </message>
    <message>
        <source>Con&amp;vert to Vertex AI…</source>
        <translation>Con&amp;verter para Vertex AI…</translation>
    </message>
    <message>
        <source>A CustomJob or HyperparameterTuningJob for a backend that takes Vertex AI jobs (Ctrl+Shift+A)</source>
        <translation>Um CustomJob ou HyperparameterTuningJob para um back-end que aceita jobs do Vertex AI (Ctrl+Shift+A)</translation>
    </message>
    <message>
        <source>Open the selected job in the Vertex AI wizard, with what did not map (Ctrl+Shift+V)</source>
        <translation>Abrir o job selecionado no assistente do Vertex AI, com o que não foi convertido (Ctrl+Shift+V)</translation>
    </message>
    <message>
        <source>&amp;Metrics</source>
        <translation>&amp;Métricas</translation>
    </message>
    <message>
        <source>The curves the job&apos;s trainers wrote as TensorBoard event files (Alt+6)</source>
        <translation>As curvas que os treinadores do job gravaram como arquivos de eventos do TensorBoard (Alt+6)</translation>
    </message>
    <message>
        <source>&amp;Outputs</source>
        <translation>Saí&amp;das</translation>
    </message>
    <message>
        <source>The files the job wrote (Alt+7)</source>
        <translation>Os arquivos que o job gravou (Alt+7)</translation>
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
        <translation>Gráfico de %1</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Etapa</translation>
    </message>
    <message>
        <source>Relative time</source>
        <translation>Tempo relativo</translation>
    </message>
    <message>
        <source>Wall time</source>
        <translation>Hora real</translation>
    </message>
    <message>
        <source> (zoomed: double-click to fit)</source>
        <translation> (ampliado: clique duas vezes para ajustar)</translation>
    </message>
    <message>
        <source> (raw %1)</source>
        <translation> (bruto %1)</translation>
    </message>
    <message>
        <source> at step %1</source>
        <translation> na etapa %1</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::MetricsView</name>
    <message>
        <source>Filter tags (regular expression)</source>
        <translation>Filtrar tags (expressão regular)</translation>
    </message>
    <message>
        <source>Filter tags</source>
        <translation>Filtrar tags</translation>
    </message>
    <message>
        <source>T&amp;ags:</source>
        <translation>Ta&amp;gs:</translation>
    </message>
    <message>
        <source>X axis</source>
        <translation>Eixo X</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Etapa</translation>
    </message>
    <message>
        <source>Relative</source>
        <translation>Relativo</translation>
    </message>
    <message>
        <source>Wall time</source>
        <translation>Hora real</translation>
    </message>
    <message>
        <source>&amp;X axis:</source>
        <translation>E&amp;ixo X:</translation>
    </message>
    <message>
        <source>Smoothing</source>
        <translation>Suavização</translation>
    </message>
    <message>
        <source>Smoot&amp;hing:</source>
        <translation>Sua&amp;vização:</translation>
    </message>
    <message>
        <source>Lo&amp;g scale</source>
        <translation>E&amp;scala logarítmica</translation>
    </message>
    <message>
        <source>F&amp;it x axes</source>
        <translation>E&amp;nquadrar eixos x</translation>
    </message>
    <message>
        <source>Undo every chart&apos;s zoom (a chart: double-click it)</source>
        <translation>Desfazer o zoom de todos os gráficos (em um só gráfico: clique duas vezes nele)</translation>
    </message>
    <message>
        <source>Scalars could not be read: %1</source>
        <translation>Não foi possível ler os escalares: %1</translation>
    </message>
    <message>
        <source>Runs: %1</source>
        <translation>Execuções: %1</translation>
    </message>
    <message>
        <source>No tag matches “%1”.</source>
        <translation>Nenhuma tag corresponde a “%1”.</translation>
    </message>
    <message>
        <source>No job selected.</source>
        <translation>Nenhum job selecionado.</translation>
    </message>
    <message>
        <source>This backend reads no TensorBoard event files, so it has no metrics to chart. A job run by trainyardd (local or remote) charts what its trainers write with tf.summary or torch.utils.tensorboard.</source>
        <translation>Este back-end não lê arquivos de eventos do TensorBoard, então não tem métricas para exibir em gráficos. Um job executado pelo trainyardd (local ou remoto) exibe em gráficos o que seus treinadores gravam com tf.summary ou torch.utils.tensorboard.</translation>
    </message>
    <message>
        <source>Reading the job&apos;s scalars…</source>
        <translation>Lendo os escalares do job…</translation>
    </message>
    <message>
        <source>No metrics to chart: %1</source>
        <translation>Nenhuma métrica para exibir em gráficos: %1</translation>
    </message>
    <message>
        <source>No metrics yet: the job has no folder where TensorBoard event files could be.</source>
        <translation>Ainda não há métricas: o job não tem uma pasta onde possa haver arquivos de eventos do TensorBoard.</translation>
    </message>
    <message>
        <source>No metrics yet. Trainyard looks for TensorBoard event files (events.out.tfevents.*) in:
%1

Write scalars there with tf.summary, torch.utils.tensorboard or tensorboardX.</source>
        <translation>Ainda não há métricas. O Trainyard procura arquivos de eventos do TensorBoard (events.out.tfevents.*) em:
%1

Grave escalares lá com tf.summary, torch.utils.tensorboard ou tensorboardX.</translation>
    </message>
    <message numerus="yes">
        <source>%n event file(s) found, no scalars in them yet.</source>
        <translation>
            <numerusform>%n arquivo de eventos encontrado, ainda sem escalares.</numerusform>
            <numerusform>%n arquivos de eventos encontrados, ainda sem escalares.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tag(s)</source>
        <translation>
            <numerusform>%n tag</numerusform>
            <numerusform>%n tags</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n execução</numerusform>
            <numerusform>%n execuções</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) skipped</source>
        <translation>
            <numerusform>%n registro ignorado</numerusform>
            <numerusform>%n registros ignorados</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>trainyard::ui::NoticeButton</name>
    <message>
        <source>Notices</source>
        <translation>Avisos</translation>
    </message>
    <message>
        <source>What the notification rules told during this run: job ends, log lines, metrics</source>
        <translation>O que as regras de notificação informaram desde o início: jobs encerrados, linhas de log, métricas</translation>
    </message>
    <message>
        <source>Notices: %1 new</source>
        <translation>Avisos (novos: %1)</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::NotificationsPage</name>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Adicionar</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Remover</translation>
    </message>
    <message>
        <source>Selected rule</source>
        <translation>Regra selecionada</translation>
    </message>
    <message>
        <source>&amp;Enabled</source>
        <translation>Ati&amp;vada</translation>
    </message>
    <message>
        <source>&amp;Ignore case</source>
        <translation>&amp;Ignorar maiúsculas e minúsculas</translation>
    </message>
    <message>
        <source>&amp;Test</source>
        <translation>&amp;Testar</translation>
    </message>
    <message>
        <source>The console tells you (a desktop notification, the status bar) when a rule matches.</source>
        <translation>O console avisa você (com uma notificação na área de trabalho e na barra de status) quando uma regra corresponde.</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regra</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Quando</translation>
    </message>
    <message>
        <source>Notification rules</source>
        <translation>Regras de notificação</translation>
    </message>
    <message>
        <source>&amp;State change</source>
        <translation>Mudança de &amp;estado</translation>
    </message>
    <message>
        <source>&amp;Log line</source>
        <translation>Linha de &amp;log</translation>
    </message>
    <message>
        <source>&amp;Metric threshold</source>
        <translation>Limite de &amp;métrica</translation>
    </message>
    <message>
        <source>Add a rule</source>
        <translation>Adicionar uma regra</translation>
    </message>
    <message>
        <source>Remove the selected rule</source>
        <translation>Remover a regra selecionada</translation>
    </message>
    <message>
        <source>every job (a part of the id, or a wildcard such as mnist-*)</source>
        <translation>todos os jobs (uma parte do ID ou um curinga como mnist-*)</translation>
    </message>
    <message>
        <source>every backend</source>
        <translation>todos os back-ends</translation>
    </message>
    <message>
        <source>&amp;Jobs:</source>
        <translation>&amp;Jobs:</translation>
    </message>
    <message>
        <source>&amp;Backends:</source>
        <translation>&amp;Back-ends:</translation>
    </message>
    <message>
        <source>When a job enters:</source>
        <translation>Quando um job entra em:</translation>
    </message>
    <message>
        <source>Notify when a job enters %1</source>
        <translation>Notificar quando um job entrar em %1</translation>
    </message>
    <message>
        <source>a regular expression, e.g. loss is nan|Traceback</source>
        <translation>uma expressão regular, por exemplo, loss is nan|Traceback</translation>
    </message>
    <message>
        <source>Any severity</source>
        <translation>Qualquer gravidade</translation>
    </message>
    <message>
        <source>WARNING and up</source>
        <translation>WARNING e acima</translation>
    </message>
    <message>
        <source>ERROR and up</source>
        <translation>ERROR e acima</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>At most one notification per job in this many seconds; further matches are counted.</source>
        <translation>No máximo uma notificação por job a cada intervalo com este número de segundos; as outras ocorrências são contadas.</translation>
    </message>
    <message>
        <source>a line to try the pattern on</source>
        <translation>uma linha para testar o padrão</translation>
    </message>
    <message>
        <source>Sample line</source>
        <translation>Linha de exemplo</translation>
    </message>
    <message>
        <source>&amp;Pattern:</source>
        <translation>&amp;Padrão:</translation>
    </message>
    <message>
        <source>&amp;Severity:</source>
        <translation>&amp;Gravidade:</translation>
    </message>
    <message>
        <source>At most once &amp;per:</source>
        <translation>No máximo uma vez a &amp;cada:</translation>
    </message>
    <message>
        <source>Try &amp;it:</source>
        <translation>E&amp;xperimente:</translation>
    </message>
    <message>
        <source>the job&apos;s objective metric (hyperparameterMetricTag)</source>
        <translation>a métrica objetivo do job (hyperparameterMetricTag)</translation>
    </message>
    <message>
        <source>The metric a tuning trial reports; empty for any job&apos;s objective metric.</source>
        <translation>A métrica que um teste de ajuste relata; vazio para a métrica objetivo de qualquer job.</translation>
    </message>
    <message>
        <source>rises above</source>
        <translation>sobe acima de</translation>
    </message>
    <message>
        <source>falls below</source>
        <translation>cai abaixo de</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>Limite</translation>
    </message>
    <message>
        <source>M&amp;etric:</source>
        <translation>&amp;Métrica:</translation>
    </message>
    <message>
        <source>&amp;When it:</source>
        <translation>&amp;Quando ela:</translation>
    </message>
    <message>
        <source>Each trial notifies once, the first time a value it reports crosses the threshold.</source>
        <translation>Cada teste notifica uma única vez, na primeira vez que um valor relatado por ele ultrapassa o limite.</translation>
    </message>
    <message>
        <source>Checked: the rule is enabled</source>
        <translation>Marcada: a regra está ativada</translation>
    </message>
    <message>
        <source>Not a valid regular expression: %1 at offset %2.</source>
        <translation>Não é uma expressão regular válida: %1 na posição %2.</translation>
    </message>
    <message>
        <source>Type the pattern a line must match.</source>
        <translation>Digite o padrão ao qual uma linha deve corresponder.</translation>
    </message>
    <message>
        <source>Matches: “%1”</source>
        <translation>Corresponde: “%1”</translation>
    </message>
    <message>
        <source>Does not match.</source>
        <translation>Não corresponde.</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::ObjectiveChart</name>
    <message>
        <source>Objective by trial</source>
        <translation>Objetivo por teste</translation>
    </message>
    <message>
        <source>Trial</source>
        <translation>Teste</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::ObjectiveLegend</name>
    <message>
        <source>Objective colours</source>
        <translation>Cores do objetivo</translation>
    </message>
    <message>
        <source>worst %1</source>
        <translation>pior %1</translation>
    </message>
    <message>
        <source>%1 best</source>
        <translation>%1 melhor</translation>
    </message>
    <message>
        <source>lower is better</source>
        <translation>menor é melhor</translation>
    </message>
    <message>
        <source>higher is better</source>
        <translation>maior é melhor</translation>
    </message>
    <message>
        <source>%1: %2 … %3 (%4)</source>
        <translation>%1: %2 … %3 (%4)</translation>
    </message>
    <message>
        <source>Trial colours by final %1</source>
        <translation>Cores dos testes pelo valor final de %1</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::OutputsView</name>
    <message>
        <source>&amp;Open</source>
        <translation>A&amp;brir</translation>
    </message>
    <message>
        <source>Open the file with its application (Enter, or double-click)</source>
        <translation>Abrir o arquivo com o aplicativo dele (Enter ou clique duplo)</translation>
    </message>
    <message>
        <source>&amp;Reveal Folder</source>
        <translation>Mostrar &amp;pasta</translation>
    </message>
    <message>
        <source>Show the entry&apos;s folder in the file manager</source>
        <translation>Mostrar a pasta do item no gerenciador de arquivos</translation>
    </message>
    <message>
        <source>&amp;Copy Path</source>
        <translation>Copiar camin&amp;ho</translation>
    </message>
    <message>
        <source>Copy the entry&apos;s path on the daemon&apos;s machine (Ctrl+Shift+C)</source>
        <translation>Copiar o caminho do item na máquina do daemon (Ctrl+Shift+C)</translation>
    </message>
    <message>
        <source>&amp;Download…</source>
        <translation>Ba&amp;ixar…</translation>
    </message>
    <message>
        <source>Copy the file from the daemon&apos;s machine to this one (Ctrl+S)</source>
        <translation>Copiar o arquivo da máquina do daemon para esta (Ctrl+S)</translation>
    </message>
    <message>
        <source>Re&amp;fresh</source>
        <translation>Atuali&amp;zar</translation>
    </message>
    <message>
        <source>Read the folder again</source>
        <translation>Ler a pasta novamente</translation>
    </message>
    <message>
        <source>Open in &amp;TensorBoard</source>
        <translation>Abrir no Ten&amp;sorBoard</translation>
    </message>
    <message>
        <source>Output folder</source>
        <translation>Pasta de saída</translation>
    </message>
    <message>
        <source>Output files</source>
        <translation>Arquivos de saída</translation>
    </message>
    <message>
        <source>Download progress</source>
        <translation>Progresso do download</translation>
    </message>
    <message>
        <source>C&amp;ancel</source>
        <translation>Ca&amp;ncelar</translation>
    </message>
    <message>
        <source>Stop the download and remove what arrived of it</source>
        <translation>Interromper o download e remover o que já chegou</translation>
    </message>
    <message>
        <source>TensorBoard shows %1 at %2</source>
        <translation>O TensorBoard mostra %1 em %2</translation>
    </message>
    <message>
        <source>No job selected.</source>
        <translation>Nenhum job selecionado.</translation>
    </message>
    <message>
        <source>Reading the job&apos;s output folder…</source>
        <translation>Lendo a pasta de saída do job…</translation>
    </message>
    <message>
        <source>This backend does not show a job&apos;s output folder.</source>
        <translation>Este back-end não mostra a pasta de saída de um job.</translation>
    </message>
    <message>
        <source>The output folder could not be read: %1</source>
        <translation>Não foi possível ler a pasta de saída: %1</translation>
    </message>
    <message>
        <source>This job has no output folder.</source>
        <translation>Este job não tem pasta de saída.</translation>
    </message>
    <message>
        <source>This job has no output folder: %1</source>
        <translation>Este job não tem pasta de saída: %1</translation>
    </message>
    <message>
        <source>%1 (only its first %2 entries are listed)</source>
        <translation>%1 (somente os primeiros %2 itens são listados)</translation>
    </message>
    <message>
        <source>Nothing in %1 yet. Refresh to look again.</source>
        <translation>Ainda não há nada em %1. Atualize para verificar novamente.</translation>
    </message>
    <message>
        <source>Start TensorBoard on this machine over the job&apos;s folder and open it (Ctrl+Shift+B)</source>
        <translation>Iniciar o TensorBoard nesta máquina sobre a pasta do job e abri-lo (Ctrl+Shift+B)</translation>
    </message>
    <message>
        <source>TensorBoard reads folders on this machine; this backend&apos;s files are on another one</source>
        <translation>O TensorBoard lê pastas nesta máquina; os arquivos deste back-end estão em outra</translation>
    </message>
    <message>
        <source>Download %1</source>
        <translation>Baixar %1</translation>
    </message>
    <message>
        <source>%1: starting</source>
        <translation>%1: iniciando</translation>
    </message>
    <message>
        <source>%1: %2 of %3</source>
        <translation>%1: %2 de %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 was not downloaded: %2</source>
        <translation>%1 não foi baixado: %2</translation>
    </message>
    <message>
        <source>%1 downloaded to %2</source>
        <translation>%1 baixado em %2</translation>
    </message>
    <message>
        <source>Download cancelled.</source>
        <translation>Download cancelado.</translation>
    </message>
    <message>
        <source>Starting TensorBoard over %1…</source>
        <translation>Iniciando o TensorBoard sobre %1…</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::PackageInspector</name>
    <message>
        <source>No Python module found in %1: a trainer&apos;s modules live in a package, a folder with an __init__.py.</source>
        <translation>Nenhum módulo Python encontrado em %1: os módulos de um aplicativo de treinamento ficam em um pacote, uma pasta com um __init__.py.</translation>
    </message>
    <message>
        <source>No package given.</source>
        <translation>Nenhum pacote informado.</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 não existe.</translation>
    </message>
    <message>
        <source>%1 is neither a folder, a source distribution (.tar.gz) nor a wheel or zip.</source>
        <translation>%1 não é uma pasta, uma distribuição de origem (.tar.gz), um wheel nem um zip.</translation>
    </message>
    <message>
        <source>Cannot list %1: %2 could not be started (%3).</source>
        <translation>Não é possível listar %1: não foi possível iniciar %2 (%3).</translation>
    </message>
    <message>
        <source>Listing %1 took longer than %2 seconds.</source>
        <translation>A listagem de %1 levou mais de %2 segundos.</translation>
    </message>
    <message>
        <source>exit code %1</source>
        <translation>código de saída %1</translation>
    </message>
    <message>
        <source>the listing program crashed</source>
        <translation>o programa de listagem travou</translation>
    </message>
    <message>
        <source>Cannot list %1: %2</source>
        <translation>Não é possível listar %1: %2</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::ParallelCoordinatesChart</name>
    <message>
        <source>Parallel coordinates</source>
        <translation>Coordenadas paralelas</translation>
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
        <translation>Problemas em %1</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::RemoteBackendDialog</name>
    <message>
        <source>Name: give the backend a name.</source>
        <translation>Nome: dê um nome ao back-end.</translation>
    </message>
    <message>
        <source>URL: must be http:// or https:// with a host, like http://gpu-box:8470.</source>
        <translation>URL: precisa ser http:// ou https:// com um host, como http://gpu-box:8470.</translation>
    </message>
    <message>
        <source>Project: must not be empty (a daemon&apos;s project is &quot;local&quot;).</source>
        <translation>Projeto: não pode ficar vazio (o projeto de um daemon é &quot;local&quot;).</translation>
    </message>
    <message>
        <source>Add a remote backend</source>
        <translation>Adicionar um back-end remoto</translation>
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
        <translation>&amp;Projeto:</translation>
    </message>
    <message>
        <source>the daemon&apos;s token file, copied here</source>
        <translation>o arquivo de token do daemon, copiado aqui</translation>
    </message>
    <message>
        <source>Token &amp;file:</source>
        <translation>&amp;Arquivo de token:</translation>
    </message>
    <message>
        <source>Token &amp;command:</source>
        <translation>&amp;Comando de token:</translation>
    </message>
    <message>
        <source>Edit the remote backend %1</source>
        <translation>Editar o back-end remoto %1</translation>
    </message>
    <message>
        <source>Regions: name at least one, like us-central1.</source>
        <translation>Regiões: informe pelo menos uma, como us-central1.</translation>
    </message>
    <message>
        <source>Regions: &quot;%1&quot; is not a region name, like us-central1.</source>
        <translation>Regiões: &quot;%1&quot; não é um nome de região, como us-central1.</translation>
    </message>
    <message>
        <source>Google Cloud project (AI Platform Training, retired)</source>
        <translation>Projeto do Google Cloud (AI Platform Training, descontinuado)</translation>
    </message>
    <message>
        <source>Google has retired the AI Platform Training API (ml.googleapis.com): it lists old jobs at most. Use Vertex AI for new jobs.</source>
        <translation>O Google descontinuou a API do AI Platform Training (ml.googleapis.com): ela lista, no máximo, jobs antigos. Use o Vertex AI para novos jobs.</translation>
    </message>
    <message>
        <source>Vertex AI</source>
        <translation>Vertex AI</translation>
    </message>
    <message>
        <source>Vertex AI custom and tuning jobs of a Google Cloud project in the regions named below, or, with a URL, the Vertex paths of a Trainyard daemon (project &quot;local&quot;).</source>
        <translation>Jobs personalizados e de ajuste do Vertex AI de um projeto do Google Cloud nas regiões informadas abaixo ou, com uma URL, os caminhos do Vertex de um daemon do Trainyard (projeto &quot;local&quot;).</translation>
    </message>
    <message>
        <source>Vertex AI: the regions whose jobs are listed, separated by commas; new jobs go to the first unless chosen.</source>
        <translation>Vertex AI: as regiões cujos jobs são listados, separadas por vírgulas; novos jobs vão para a primeira, a menos que outra seja escolhida.</translation>
    </message>
    <message>
        <source>&amp;Regions:</source>
        <translation>&amp;Regiões:</translation>
    </message>
    <message>
        <source>URL: plain http:// to another machine sends the token and every job unencrypted; use https:// (trainyardd --tls-cert) or tick &quot;Allow plain HTTP&quot;.</source>
        <translation>URL: com http:// para outra máquina, o token e todos os jobs são enviados sem criptografia; use https:// (trainyardd --tls-cert) ou marque &quot;Permitir HTTP sem criptografia&quot;.</translation>
    </message>
    <message>
        <source>Pinned key: must be sha256// and 44 characters of base64, as trainyardd prints it.</source>
        <translation>Chave fixada: precisa ser sha256// seguido de 44 caracteres em base64, como o trainyardd a exibe.</translation>
    </message>
    <message>
        <source>Daemon socket: must be an absolute path on the host, like /run/user/1000/trainyard/daemon.sock, or empty for the daemon&apos;s default.</source>
        <translation>Soquete do daemon: precisa ser um caminho absoluto no host, como /run/user/1000/trainyard/daemon.sock, ou ficar vazio para o padrão do daemon.</translation>
    </message>
    <message>
        <source>Daemon arguments: leave --socket out; the console passes the daemon socket above.</source>
        <translation>Argumentos do daemon: omita --socket; o console passa o soquete do daemon informado acima.</translation>
    </message>
    <message>
        <source>Daemon arguments: only the daemon&apos;s flags; ; &amp; | ` &lt; &gt; and line breaks are not allowed.</source>
        <translation>Argumentos do daemon: apenas as sinalizações do daemon; ; &amp; | ` &lt; &gt; e quebras de linha não são permitidos.</translation>
    </message>
    <message>
        <source>Daemon arguments: a quote is not closed.</source>
        <translation>Argumentos do daemon: há uma aspa sem fechamento.</translation>
    </message>
    <message>
        <source>Trainyard daemon through SSH</source>
        <translation>Daemon do Trainyard via SSH</translation>
    </message>
    <message>
        <source>A trainyardd on a login node or a GPU box, reached with your ssh: your keys, agent, known hosts and ~/.ssh/config. No token; everything travels encrypted.</source>
        <translation>Um trainyardd em um nó de login ou em uma máquina com GPU, acessado com o seu ssh: suas chaves, o agente, os hosts conhecidos e o ~/.ssh/config. Sem token; tudo trafega criptografado.</translation>
    </message>
    <message>
        <source>Trainyard daemon over HTTPS</source>
        <translation>Daemon do Trainyard via HTTPS</translation>
    </message>
    <message>
        <source>A trainyardd serving a team on TCP (trainyardd --listen with --tls-cert), with its token.</source>
        <translation>Um trainyardd que atende uma equipe via TCP (trainyardd --listen com --tls-cert), com o token dele.</translation>
    </message>
    <message>
        <source>user@login-node, or a Host of ~/.ssh/config</source>
        <translation>user@login-node, ou um Host do ~/.ssh/config</translation>
    </message>
    <message>
        <source>&amp;Destination:</source>
        <translation>&amp;Destino:</translation>
    </message>
    <message>
        <source>optional: user@bastion (ssh -J)</source>
        <translation>opcional: user@bastion (ssh -J)</translation>
    </message>
    <message>
        <source>&amp;Jump host:</source>
        <translation>Host interm&amp;ediário:</translation>
    </message>
    <message>
        <source>optional: instead of ~/.ssh/config (ssh -F)</source>
        <translation>opcional: em vez do ~/.ssh/config (ssh -F)</translation>
    </message>
    <message>
        <source>SSH c&amp;onfig file:</source>
        <translation>Arquivo de c&amp;onfiguração SSH:</translation>
    </message>
    <message>
        <source>empty: the daemon&apos;s default there</source>
        <translation>vazio: o padrão do daemon no host</translation>
    </message>
    <message>
        <source>The daemon&apos;s Unix socket on the host; empty: $XDG_RUNTIME_DIR/trainyard/daemon.sock there, or /tmp/trainyard-UID/daemon.sock.</source>
        <translation>O soquete Unix do daemon no host; vazio: $XDG_RUNTIME_DIR/trainyard/daemon.sock lá, ou /tmp/trainyard-UID/daemon.sock.</translation>
    </message>
    <message>
        <source>Daemon &amp;socket:</source>
        <translation>&amp;Soquete do daemon:</translation>
    </message>
    <message>
        <source>S&amp;tart trainyardd there when none answers (it keeps running after the console closes)</source>
        <translation>&amp;Iniciar o trainyardd lá quando nenhum responder (ele continua em execução depois que o console é fechado)</translation>
    </message>
    <message>
        <source>trainyardd on the PATH there</source>
        <translation>trainyardd no PATH do host</translation>
    </message>
    <message>
        <source>A path on the host when trainyardd is not on the PATH of a non-interactive ssh session there; ~/ is the home there.</source>
        <translation>Um caminho no host quando o trainyardd não está no PATH de uma sessão ssh não interativa lá; ~/ é o diretório pessoal lá.</translation>
    </message>
    <message>
        <source>Daemon pro&amp;gram:</source>
        <translation>Pro&amp;grama do daemon:</translation>
    </message>
    <message>
        <source>The daemon&apos;s flags, read by the shell on the host: ~ and $HOME are the home there.</source>
        <translation>As sinalizações do daemon, lidas pelo shell no host: ~ e $HOME são o diretório pessoal lá.</translation>
    </message>
    <message>
        <source>Daemon argu&amp;ments:</source>
        <translation>Argu&amp;mentos do daemon:</translation>
    </message>
    <message>
        <source>empty: the system&apos;s certificate authorities</source>
        <translation>vazio: as autoridades certificadoras do sistema</translation>
    </message>
    <message>
        <source>https://: the PEM file of the certificate authority that signed the daemon&apos;s certificate.</source>
        <translation>https://: o arquivo PEM da autoridade certificadora que assinou o certificado do daemon.</translation>
    </message>
    <message>
        <source>C&amp;A file:</source>
        <translation>Arqui&amp;vo de CA:</translation>
    </message>
    <message>
        <source>none: set by Test, then &quot;Trust this certificate…&quot;</source>
        <translation>nenhuma: definida por Testar e depois &quot;Confiar neste certificado…&quot;</translation>
    </message>
    <message>
        <source>https://: the SHA-256 of the daemon&apos;s public key (sha256//…, as trainyardd prints it at start). With a pin, only that key is trusted.</source>
        <translation>https://: o SHA-256 da chave pública do daemon (sha256//…, como o trainyardd o exibe ao iniciar). Com um pin, somente essa chave é confiável.</translation>
    </message>
    <message>
        <source>Forget pinned certificate</source>
        <translation>Esquecer o certificado fixado</translation>
    </message>
    <message>
        <source>Pinned ke&amp;y:</source>
        <translation>Chave &amp;fixada:</translation>
    </message>
    <message>
        <source>Allow plain &amp;HTTP to another machine: the token and every job travel unencrypted, readable and replayable by anyone on the network</source>
        <translation>Permitir &amp;HTTP sem criptografia para outra máquina: o token e todos os jobs trafegam sem criptografia, podendo ser lidos e reutilizados por qualquer pessoa na rede</translation>
    </message>
    <message>
        <source>empty: Google&apos;s regional endpoints; or a daemon&apos;s https://… or unix:/…</source>
        <translation>vazio: os endpoints regionais do Google; ou, para um daemon, https://… ou unix:/…</translation>
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
            <numerusform>… mais %n</numerusform>
            <numerusform>… mais %n</numerusform>
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
        <translation>Memória da GPU</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Memória</translation>
    </message>
    <message>
        <source>GPU utilisation (% of one GPU, summed over the replica&apos;s GPUs)</source>
        <translation>Utilização da GPU (% de uma GPU, somada entre as GPUs da réplica)</translation>
    </message>
    <message>
        <source>GPU memory used</source>
        <translation>Memória da GPU usada</translation>
    </message>
    <message>
        <source>GPU memory (% of the GPUs&apos; memory)</source>
        <translation>Memória da GPU (% da memória das GPUs)</translation>
    </message>
    <message>
        <source>CPU (% of the replica&apos;s allocation)</source>
        <translation>CPU (% da alocação da réplica)</translation>
    </message>
    <message>
        <source>CPU (% of one core)</source>
        <translation>CPU (% de um núcleo)</translation>
    </message>
    <message>
        <source>Memory (resident)</source>
        <translation>Memória (residente)</translation>
    </message>
    <message>
        <source>Memory (% of the replica&apos;s allocation)</source>
        <translation>Memória (% da alocação da réplica)</translation>
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
        <translation>Réplicas nos gráficos</translation>
    </message>
    <message>
        <source>Click a replica to hide or show its line in every chart</source>
        <translation>Clique em uma réplica para ocultar ou mostrar a linha dela em todos os gráficos</translation>
    </message>
    <message>
        <source>%1: click to hide its lines</source>
        <translation>%1: clique para ocultar as linhas</translation>
    </message>
    <message>
        <source>%1: hidden; click to show its lines</source>
        <translation>%1: oculta; clique para mostrar as linhas</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::ResourceSummaryModel</name>
    <message>
        <source>Replica</source>
        <translation>Réplica</translation>
    </message>
    <message>
        <source>%1 peak</source>
        <translation>%1 (pico)</translation>
    </message>
    <message>
        <source>%1 mean</source>
        <translation>%1 (média)</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::ResourcesView</name>
    <message>
        <source>Idle GPU warning</source>
        <translation>Aviso de GPU ociosa</translation>
    </message>
    <message>
        <source>Show the whole job (Ctrl+0, or double-click a chart)</source>
        <translation>Mostrar o job inteiro (Ctrl+0 ou clique duas vezes em um gráfico)</translation>
    </message>
    <message>
        <source>Keep the latest samples at the right edge while the job runs (Ctrl+Shift+L); dragging turns it off</source>
        <translation>Manter as amostras mais recentes na borda direita enquanto o job é executado (Ctrl+Shift+L); arrastar desativa essa opção</translation>
    </message>
    <message>
        <source>Visible time range</source>
        <translation>Intervalo de tempo visível</translation>
    </message>
    <message>
        <source>Wheel: zoom · drag: pan · double-click: fit</source>
        <translation>Roda do mouse: zoom · arrastar: deslocar · clique duplo: ajustar</translation>
    </message>
    <message>
        <source>GPU figures unavailable</source>
        <translation>Dados da GPU indisponíveis</translation>
    </message>
    <message>
        <source>Peak and mean per replica</source>
        <translation>Pico e média por réplica</translation>
    </message>
    <message>
        <source>Resources could not be read: %1</source>
        <translation>Não foi possível ler os recursos: %1</translation>
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
        <translation>Pico e média no job inteiro</translation>
    </message>
    <message>
        <source>Peak and mean over the visible range, %1 – %2</source>
        <translation>Pico e média no intervalo visível, %1 – %2</translation>
    </message>
    <message>
        <source>%1 – %2 (%3)</source>
        <translation>%1 – %2 (%3)</translation>
    </message>
    <message>
        <source>Idle GPU: %1 has used under %2 % of its GPU since %3 (%4).</source>
        <translation>GPU ociosa: %1 usou menos de %2 % da GPU desde %3 (%4).</translation>
    </message>
    <message>
        <source>GPU figures unavailable: %1</source>
        <translation>Dados da GPU indisponíveis: %1</translation>
    </message>
    <message>
        <source>F&amp;it</source>
        <translation>Ajusta&amp;r</translation>
    </message>
    <message>
        <source>Follo&amp;w live</source>
        <translation>Acompanhar ao &amp;vivo</translation>
    </message>
    <message>
        <source>CPU and memory figures unavailable: %1</source>
        <translation>Dados de CPU e memória indisponíveis: %1</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::ResubmitDialog</name>
    <message>
        <source>Resubmit %1</source>
        <translation>Reenviar %1</translation>
    </message>
    <message>
        <source>The same job again, under a new id.</source>
        <translation>O mesmo job novamente, com um novo ID.</translation>
    </message>
    <message>
        <source>New job &amp;ID:</source>
        <translation>Novo &amp;ID do job:</translation>
    </message>
    <message>
        <source>none: the job writes no outputs of its own</source>
        <translation>nenhum: o job não grava saídas próprias</translation>
    </message>
    <message>
        <source>&amp;Job directory:</source>
        <translation>&amp;Diretório do job:</translation>
    </message>
    <message>
        <source>&amp;Resubmit</source>
        <translation>&amp;Reenviar</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::ReviewPage</name>
    <message>
        <source>Review</source>
        <translation>Revisão</translation>
    </message>
    <message>
        <source>Check the job, copy it as a file or a command line, then submit it.</source>
        <translation>Confira o job, copie-o como arquivo ou linha de comando e, depois, envie-o.</translation>
    </message>
    <message>
        <source>&amp;Submit</source>
        <translation>&amp;Enviar</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Problemas</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copiar</translation>
    </message>
    <message>
        <source>YAML (gcloud config)</source>
        <translation>YAML (configuração do gcloud)</translation>
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
        <translation>O back-end recusou o job: %1</translation>
    </message>
    <message>
        <source>Go to this field (Enter or click)</source>
        <translation>Ir para este campo (Enter ou clique)</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s) to fix before the job can be submitted.</source>
        <translation>
            <numerusform>%n erro a corrigir antes que o job possa ser enviado.</numerusform>
            <numerusform>%n erros a corrigir antes que o job possa ser enviado.</numerusform>
        </translation>
    </message>
    <message>
        <source>Ready to submit; the warnings below are worth a look.</source>
        <translation>Pronto para enviar; vale a pena conferir os avisos abaixo.</translation>
    </message>
    <message>
        <source>Ready to submit.</source>
        <translation>Pronto para enviar.</translation>
    </message>
    <message>
        <source>

# config.yaml (what no flag can say):
</source>
        <translation>

# config.yaml (o que nenhuma sinalização consegue expressar):
</translation>
    </message>
    <message>
        <source>Job as YAML or JSON</source>
        <translation>Job como YAML ou JSON</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::ScatterChart</name>
    <message>
        <source>Objective by hyperparameter</source>
        <translation>Objetivo por hiperparâmetro</translation>
    </message>
    <message>
        <source>%1 (log scale)</source>
        <translation>%1 (escala logarítmica)</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::SchedulingPage</name>
    <message>
        <source>minutes</source>
        <translation>minutos</translation>
    </message>
    <message>
        <source>hours</source>
        <translation>horas</translation>
    </message>
    <message>
        <source>days</source>
        <translation>dias</translation>
    </message>
    <message>
        <source>Scheduling and identity</source>
        <translation>Programação e identidade</translation>
    </message>
    <message>
        <source>Where outputs go, how long the job may wait and run, and who it runs as.</source>
        <translation>Para onde vão as saídas, por quanto tempo o job pode esperar e ser executado e com qual identidade ele é executado.</translation>
    </message>
    <message>
        <source>/data/runs/mnist (local daemon) or gs://bucket/path</source>
        <translation>/data/runs/mnist (daemon local) ou gs://bucket/path</translation>
    </message>
    <message>
        <source>Job directory</source>
        <translation>Diretório do job</translation>
    </message>
    <message>
        <source>A folder on this workstation, for the local daemon</source>
        <translation>Uma pasta nesta estação de trabalho, para o daemon local</translation>
    </message>
    <message>
        <source>&amp;Job directory:</source>
        <translation>&amp;Diretório do job:</translation>
    </message>
    <message>
        <source>Max &amp;wait:</source>
        <translation>Tempo máximo de &amp;espera:</translation>
    </message>
    <message>
        <source>Max &amp;running time:</source>
        <translation>&amp;Tempo máximo de execução:</translation>
    </message>
    <message>
        <source>Higher runs first when jobs wait for resources</source>
        <translation>Jobs com prioridade maior são executados primeiro quando aguardam recursos</translation>
    </message>
    <message>
        <source>&amp;Priority:</source>
        <translation>P&amp;rioridade:</translation>
    </message>
    <message>
        <source>trainer@project.iam.gserviceaccount.com (Google only)</source>
        <translation>trainer@project.iam.gserviceaccount.com (somente Google)</translation>
    </message>
    <message>
        <source>&amp;Service account:</source>
        <translation>C&amp;onta de serviço:</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>sem limite</translation>
    </message>
    <message>
        <source>Time unit</source>
        <translation>Unidade de tempo</translation>
    </message>
    <message>
        <source>Br&amp;owse…</source>
        <translation>&amp;Procurar…</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Configurações</translation>
    </message>
    <message>
        <source>Settings pages</source>
        <translation>Páginas de configurações</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problema</translation>
    </message>
    <message>
        <source>Backends</source>
        <translation>Back-ends</translation>
    </message>
    <message>
        <source>Local daemon</source>
        <translation>Daemon local</translation>
    </message>
    <message>
        <source>Notifications</source>
        <translation>Notificações</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Aparência</translation>
    </message>
    <message>
        <source>The daemon settings apply when the console next starts the local daemon: the daemon running now was not started by this console.</source>
        <translation>As configurações do daemon serão aplicadas na próxima vez que o console iniciar o daemon local: o daemon em execução agora não foi iniciado por este console.</translation>
    </message>
    <message>
        <source>The local daemon runs with the old settings. Restart it now?</source>
        <translation>O daemon local está sendo executado com as configurações antigas. Reiniciá-lo agora?</translation>
    </message>
    <message>
        <source>Running jobs keep running: the daemon takes them up again when it is back. Otherwise the settings apply the next time the console starts the daemon.</source>
        <translation>Os jobs em execução continuam sendo executados: o daemon os retoma quando voltar. Caso contrário, as configurações serão aplicadas na próxima vez que o console iniciar o daemon.</translation>
    </message>
    <message>
        <source>&amp;Restart the local daemon now</source>
        <translation>&amp;Reiniciar o daemon local agora</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>&amp;Mais tarde</translation>
    </message>
    <message>
        <source>The daemon settings apply the next time the console starts the local daemon.</source>
        <translation>As configurações do daemon serão aplicadas na próxima vez que o console iniciar o daemon local.</translation>
    </message>
    <message>
        <source>The local daemon is restarting with the new settings.</source>
        <translation>O daemon local está sendo reiniciado com as novas configurações.</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Reiniciar</translation>
    </message>
    <message>
        <source>The console could not be started again; restart it yourself.</source>
        <translation>Não foi possível iniciar o console novamente; reinicie-o você mesmo.</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::StateBandStrip</name>
    <message>
        <source>Job states over the charts&apos; time range</source>
        <translation>Estados do job no intervalo de tempo dos gráficos</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 às %2</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::StateTimeline</name>
    <message>
        <source>State timeline</source>
        <translation>Linha do tempo dos estados</translation>
    </message>
    <message>
        <source>No state changes yet</source>
        <translation>Ainda não há mudanças de estado</translation>
    </message>
    <message>
        <source>%1 from %2</source>
        <translation>%1 desde %2</translation>
    </message>
    <message>
        <source> for %1%2</source>
        <translation> por %1%2</translation>
    </message>
    <message>
        <source> so far</source>
        <translation> até agora</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::TensorBoardLauncher</name>
    <message>
        <source>TensorBoard is not installed (Debian does not package it). Install it into a virtual environment and put that on PATH before starting the console:
  python3 -m venv ~/.venvs/tensorboard
  ~/.venvs/tensorboard/bin/pip install tensorboard
  export PATH=&quot;$HOME/.venvs/tensorboard/bin:$PATH&quot;</source>
        <translation>O TensorBoard não está instalado (o Debian não o empacota). Instale-o em um ambiente virtual e coloque esse ambiente no PATH antes de iniciar o console:
  python3 -m venv ~/.venvs/tensorboard
  ~/.venvs/tensorboard/bin/pip install tensorboard
  export PATH=&quot;$HOME/.venvs/tensorboard/bin:$PATH&quot;</translation>
    </message>
    <message>
        <source>TensorBoard could not be started (%1): %2</source>
        <translation>Não foi possível iniciar o TensorBoard (%1): %2</translation>
    </message>
    <message>
        <source>TensorBoard ended (exit status %1) before it served %2.</source>
        <translation>O TensorBoard foi encerrado (status de saída %1) antes de servir %2.</translation>
    </message>
    <message>
        <source>TensorBoard ended (exit status %1) before it served %2:
%3</source>
        <translation>O TensorBoard foi encerrado (status de saída %1) antes de servir %2:
%3</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::TrialChart</name>
    <message>
        <source>Trial %1</source>
        <translation>Teste %1</translation>
    </message>
    <message>
        <source>stopped early</source>
        <translation>interrompido antecipadamente</translation>
    </message>
    <message>
        <source>best</source>
        <translation>melhor</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 %2 at step %3 (not finished)</source>
        <translation>%1 %2 na etapa %3 (não concluído)</translation>
    </message>
    <message>
        <source>failed: no final value</source>
        <translation>com falha: sem valor final</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::TrialDiffDialog</name>
    <message>
        <source>Only &amp;differences</source>
        <translation>Somente &amp;diferenças</translation>
    </message>
    <message>
        <source>Trial %1 and trial %2</source>
        <translation>Teste %1 e teste %2</translation>
    </message>
    <message>
        <source>Rows that differ are marked.</source>
        <translation>As linhas diferentes estão marcadas.</translation>
    </message>
    <message>
        <source>Trial %1</source>
        <translation>Teste %1</translation>
    </message>
    <message>
        <source>Differences between the trials</source>
        <translation>Diferenças entre os testes</translation>
    </message>
    <message>
        <source>Hide the rows where both trials agree</source>
        <translation>Ocultar as linhas em que os dois testes coincidem</translation>
    </message>
    <message>
        <source>%1, stopped early</source>
        <translation>%1, interrompido antecipadamente</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>%1 (latest; not finished)</source>
        <translation>%1 (mais recente; não concluído)</translation>
    </message>
    <message>
        <source>%1 (final)</source>
        <translation>%1 (final)</translation>
    </message>
    <message>
        <source>%1 (best reported)</source>
        <translation>%1 (melhor relatado)</translation>
    </message>
    <message>
        <source>Last step</source>
        <translation>Última etapa</translation>
    </message>
    <message>
        <source>Intermediate values</source>
        <translation>Valores intermediários</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Duração</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Início</translation>
    </message>
    <message>
        <source>Ended</source>
        <translation>Término</translation>
    </message>
    <message>
        <source>Arguments</source>
        <translation>Argumentos</translation>
    </message>
    <message>
        <source>First error</source>
        <translation>Primeiro erro</translation>
    </message>
    <message>
        <source>(no log)</source>
        <translation>(sem log)</translation>
    </message>
    <message>
        <source>Searching the log…</source>
        <translation>Pesquisando no log…</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(nenhum)</translation>
    </message>
    <message>
        <source>(the log could not be read: %1)</source>
        <translation>(não foi possível ler o log: %1)</translation>
    </message>
    <message>
        <source>The trials differ here</source>
        <translation>Os testes diferem aqui</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::TrialErrorFinder</name>
    <message>
        <source>No backend</source>
        <translation>Nenhum back-end</translation>
    </message>
    <message>
        <source>(line %1 could not be read)</source>
        <translation>(não foi possível ler a linha %1)</translation>
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
        <translation>Mostrar o log e a linha de comando do teste atual (Enter, clique duplo)</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>&amp;Comparar</translation>
    </message>
    <message>
        <source>Compare the two selected trials side by side (Ctrl+Shift+C)</source>
        <translation>Comparar lado a lado os dois testes selecionados (Ctrl+Shift+C)</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>&amp;Exportar CSV…</translation>
    </message>
    <message>
        <source>Save the table as shown to a CSV file (Ctrl+S)</source>
        <translation>Salvar a tabela como exibida em um arquivo CSV (Ctrl+S)</translation>
    </message>
    <message>
        <source>C&amp;lear brushes</source>
        <translation>Li&amp;mpar seleções</translation>
    </message>
    <message>
        <source>Show every trial again (Esc)</source>
        <translation>Mostrar novamente todos os testes (Esc)</translation>
    </message>
    <message>
        <source>Trials</source>
        <translation>Testes</translation>
    </message>
    <message>
        <source>&amp;Hyperparameter:</source>
        <translation>&amp;Hiperparâmetro:</translation>
    </message>
    <message>
        <source>The hyperparameter on the x axis</source>
        <translation>O hiperparâmetro no eixo x</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Objetivo</translation>
    </message>
    <message>
        <source>Each trial&apos;s final value and the best so far</source>
        <translation>O valor final de cada teste e o melhor até agora</translation>
    </message>
    <message>
        <source>Curves</source>
        <translation>Curvas</translation>
    </message>
    <message>
        <source>Every intermediate value by step; unfinished trials dashed</source>
        <translation>Todos os valores intermediários por etapa; testes não concluídos tracejados</translation>
    </message>
    <message>
        <source>Parallel coordinates</source>
        <translation>Coordenadas paralelas</translation>
    </message>
    <message>
        <source>Drag along an axis to keep a range of it; click the axis to drop it</source>
        <translation>Arraste ao longo de um eixo para manter um intervalo dele; clique no eixo para descartá-lo</translation>
    </message>
    <message>
        <source>Scatter</source>
        <translation>Dispersão</translation>
    </message>
    <message>
        <source>The objective against one hyperparameter</source>
        <translation>O objetivo em relação a um hiperparâmetro</translation>
    </message>
    <message>
        <source>No trial has started yet.</source>
        <translation>Nenhum teste foi iniciado ainda.</translation>
    </message>
    <message>
        <source>%1 of %2 trials done</source>
        <translation>%1 de %2 testes concluídos</translation>
    </message>
    <message numerus="yes">
        <source>%n running</source>
        <translation>
            <numerusform>%n em execução</numerusform>
            <numerusform>%n em execução</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed</source>
        <translation>
            <numerusform>%n com falha</numerusform>
            <numerusform>%n com falha</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stopped early</source>
        <translation>
            <numerusform>%n interrompido antecipadamente</numerusform>
            <numerusform>%n interrompidos antecipadamente</numerusform>
        </translation>
    </message>
    <message>
        <source>best %1 %2 (trial %3, %4)</source>
        <translation>melhor %1 %2 (teste %3, %4)</translation>
    </message>
    <message>
        <source>minimizing</source>
        <translation>minimizando</translation>
    </message>
    <message>
        <source>maximizing</source>
        <translation>maximizando</translation>
    </message>
    <message>
        <source>%1 shown by the brushes</source>
        <translation>%1 exibidos pelas seleções</translation>
    </message>
    <message>
        <source>Trial %1</source>
        <translation>Teste %1</translation>
    </message>
    <message>
        <source>stopped early</source>
        <translation>interrompido antecipadamente</translation>
    </message>
    <message>
        <source>Select a trial to see how its trainer ran; Enter opens its log.</source>
        <translation>Selecione um teste para ver como o aplicativo de treinamento foi executado; Enter abre o log dele.</translation>
    </message>
    <message>
        <source>Export trials</source>
        <translation>Exportar testes</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Arquivos CSV (*.csv)</translation>
    </message>
    <message>
        <source>Duration (s)</source>
        <translation>Duração (s)</translation>
    </message>
    <message>
        <source>Trial charts</source>
        <translation>Gráficos dos testes</translation>
    </message>
    <message>
        <source>Importance</source>
        <translation>Importância</translation>
    </message>
    <message>
        <source>How much of the objective&apos;s spread each hyperparameter explains, from the finished trials</source>
        <translation>Quanto da variação do objetivo cada hiperparâmetro explica, a partir dos testes concluídos</translation>
    </message>
    <message>
        <source>%1 does not compute parameter importance; a Trainyard daemon does.</source>
        <translation>%1 não calcula a importância dos parâmetros; um daemon do Trainyard calcula.</translation>
    </message>
    <message>
        <source>Parameter importance could not be read: %1</source>
        <translation>Não foi possível ler a importância dos parâmetros: %1</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::VertexBasicsPage</name>
    <message>
        <source>Vertex AI job</source>
        <translation>Job do Vertex AI</translation>
    </message>
    <message>
        <source>A CustomJob or a HyperparameterTuningJob, as Vertex AI takes it.</source>
        <translation>Um CustomJob ou um HyperparameterTuningJob, do jeito que o Vertex AI o aceita.</translation>
    </message>
    <message>
        <source>B&amp;ackend:</source>
        <translation>&amp;Back-end:</translation>
    </message>
    <message>
        <source>Custom job</source>
        <translation>Job personalizado</translation>
    </message>
    <message>
        <source>Hyperparameter tuning job</source>
        <translation>Job de ajuste de hiperparâmetros</translation>
    </message>
    <message>
        <source>Job &amp;kind:</source>
        <translation>&amp;Tipo de job:</translation>
    </message>
    <message>
        <source>what the job list shows (up to 128 characters)</source>
        <translation>o que a lista de jobs mostra (até 128 caracteres)</translation>
    </message>
    <message>
        <source>&amp;Display name:</source>
        <translation>&amp;Nome de exibição:</translation>
    </message>
    <message>
        <source>team=vision</source>
        <translation>team=vision</translation>
    </message>
    <message>
        <source>Lab&amp;els:</source>
        <translation>&amp;Rótulos:</translation>
    </message>
    <message>
        <source>&amp;Location:</source>
        <translation>&amp;Local:</translation>
    </message>
    <message>
        <source>&amp;Import JSON, YAML or gcloud…</source>
        <translation>&amp;Importar JSON, YAML ou gcloud…</translation>
    </message>
    <message>
        <source>A Vertex AI request body, a gcloud ai … --config file, or a gcloud ai … create command</source>
        <translation>Um corpo de solicitação do Vertex AI, um arquivo --config do gcloud ai … ou um comando gcloud ai … create</translation>
    </message>
    <message>
        <source>Con&amp;vert a v1 job…</source>
        <translation>Conv&amp;erter um job v1…</translation>
    </message>
    <message>
        <source>An AI Platform Training job (JSON, config.yaml or gcloud ai-platform command) as a Vertex AI job</source>
        <translation>Um job do AI Platform Training (JSON, config.yaml ou comando gcloud ai-platform) como job do Vertex AI</translation>
    </message>
    <message>
        <source>Left out by the conversion:</source>
        <translation>Omitido pela conversão:</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::VertexImportDialog</name>
    <message>
        <source>Import a Vertex AI job</source>
        <translation>Importar um job do Vertex AI</translation>
    </message>
    <message>
        <source>&amp;JSON body, --config YAML, or gcloud ai … create command:</source>
        <translation>Corpo &amp;JSON, YAML de --config ou comando gcloud ai … create:</translation>
    </message>
    <message>
        <source>C&amp;onfig file, when the command has --config (its content):</source>
        <translation>Arquivo de c&amp;onfiguração, quando o comando tem --config (o conteúdo dele):</translation>
    </message>
    <message>
        <source>Open in the &amp;wizard</source>
        <translation>Abrir no &amp;assistente</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Cancelar</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::VertexJobPage</name>
    <message>
        <source>Output and scheduling</source>
        <translation>Saída e programação</translation>
    </message>
    <message>
        <source>What every pool of the job shares.</source>
        <translation>O que todos os pools do job compartilham.</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Saída</translation>
    </message>
    <message>
        <source>gs://bucket/dir/ (on a Trainyard daemon also a local path)</source>
        <translation>gs://bucket/dir/ (em um daemon do Trainyard, também um caminho local)</translation>
    </message>
    <message>
        <source>Base &amp;output directory:</source>
        <translation>Diretório base de &amp;saída:</translation>
    </message>
    <message>
        <source>Scheduling</source>
        <translation>Programação</translation>
    </message>
    <message>
        <source>e.g. 7200s (default: 7 days)</source>
        <translation>por exemplo, 7200s (padrão: 7 dias)</translation>
    </message>
    <message>
        <source>&amp;Timeout:</source>
        <translation>&amp;Tempo limite:</translation>
    </message>
    <message>
        <source>e.g. 1800s</source>
        <translation>por exemplo, 1800s</translation>
    </message>
    <message>
        <source>Max. &amp;wait:</source>
        <translation>Espera má&amp;xima:</translation>
    </message>
    <message>
        <source>&amp;Strategy:</source>
        <translation>Estraté&amp;gia:</translation>
    </message>
    <message>
        <source>default (on demand)</source>
        <translation>padrão (sob demanda)</translation>
    </message>
    <message>
        <source>On demand</source>
        <translation>Sob demanda</translation>
    </message>
    <message>
        <source>Low cost</source>
        <translation>Baixo custo</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Padrão</translation>
    </message>
    <message>
        <source>Spot</source>
        <translation>Spot</translation>
    </message>
    <message>
        <source>Flex start</source>
        <translation>Início flexível</translation>
    </message>
    <message>
        <source>&amp;Restart the whole job when a worker restarts</source>
        <translation>&amp;Reiniciar o job inteiro quando um worker for reiniciado</translation>
    </message>
    <message>
        <source>&amp;Disable retries</source>
        <translation>&amp;Desativar novas tentativas</translation>
    </message>
    <message>
        <source>Identity and access</source>
        <translation>Identidade e acesso</translation>
    </message>
    <message>
        <source>default: the project&apos;s Vertex AI service agent</source>
        <translation>padrão: o agente de serviço do Vertex AI do projeto</translation>
    </message>
    <message>
        <source>Service &amp;account:</source>
        <translation>C&amp;onta de serviço:</translation>
    </message>
    <message>
        <source>projects/NUMBER/global/networks/NAME</source>
        <translation>projects/NUMBER/global/networks/NAME</translation>
    </message>
    <message>
        <source>Networ&amp;k:</source>
        <translation>R&amp;ede:</translation>
    </message>
    <message>
        <source>Enable &amp;interactive shell (web access)</source>
        <translation>Ativar shell &amp;interativo (acesso pela web)</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::VertexPoolEditor</name>
    <message>
        <source>Pool 0 — primary replica</source>
        <translation>Pool 0 — réplica principal</translation>
    </message>
    <message>
        <source>Pool 1 — workers</source>
        <translation>Pool 1 — workers</translation>
    </message>
    <message>
        <source>Pool 2 — parameter servers</source>
        <translation>Pool 2 — servidores de parâmetros</translation>
    </message>
    <message>
        <source>Pool 3 — evaluators</source>
        <translation>Pool 3 — avaliadores</translation>
    </message>
    <message>
        <source>U&amp;se this pool</source>
        <translation>&amp;Usar este pool</translation>
    </message>
    <message>
        <source>%1 — %2 vCPUs, %3 GB</source>
        <translation>%1 — %2 vCPUs, %3 GB</translation>
    </message>
    <message>
        <source> (unverified)</source>
        <translation> (não verificado)</translation>
    </message>
    <message>
        <source>&amp;Machine type:</source>
        <translation>&amp;Tipo de máquina:</translation>
    </message>
    <message>
        <source>Accelerator count</source>
        <translation>Número de aceleradores</translation>
    </message>
    <message>
        <source>×</source>
        <translation>×</translation>
    </message>
    <message>
        <source>Acc&amp;elerator:</source>
        <translation>Ac&amp;elerador:</translation>
    </message>
    <message>
        <source>&amp;Replicas:</source>
        <translation>&amp;Réplicas:</translation>
    </message>
    <message>
        <source>default (SSD)</source>
        <translation>padrão (SSD)</translation>
    </message>
    <message>
        <source>SSD (pd-ssd)</source>
        <translation>SSD (pd-ssd)</translation>
    </message>
    <message>
        <source>Standard (pd-standard)</source>
        <translation>Padrão (pd-standard)</translation>
    </message>
    <message>
        <source> GB</source>
        <translation> GB</translation>
    </message>
    <message>
        <source>Boot disk size</source>
        <translation>Tamanho do disco de inicialização</translation>
    </message>
    <message>
        <source>Boot &amp;disk:</source>
        <translation>&amp;Disco de inicialização:</translation>
    </message>
    <message>
        <source>&amp;Python package on a prebuilt container</source>
        <translation>Pacote &amp;Python em um contêiner predefinido</translation>
    </message>
    <message>
        <source>Custom c&amp;ontainer</source>
        <translation>C&amp;ontêiner personalizado</translation>
    </message>
    <message>
        <source>Code:</source>
        <translation>Código:</translation>
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
        <translation>Um contêiner de treinamento predefinido ou o URI de outro</translation>
    </message>
    <message>
        <source>Con&amp;tainer:</source>
        <translation>Co&amp;ntêiner:</translation>
    </message>
    <message>
        <source>Pac&amp;kage URIs:</source>
        <translation>URI&amp;s dos pacotes:</translation>
    </message>
    <message>
        <source>Modu&amp;le:</source>
        <translation>Módu&amp;lo:</translation>
    </message>
    <message>
        <source>Ar&amp;guments:</source>
        <translation>Ar&amp;gumentos:</translation>
    </message>
    <message>
        <source>En&amp;vironment:</source>
        <translation>Am&amp;biente:</translation>
    </message>
    <message>
        <source>&amp;Image URI:</source>
        <translation>URI da &amp;imagem:</translation>
    </message>
    <message>
        <source>Comm&amp;and:</source>
        <translation>Co&amp;mando:</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(nenhum)</translation>
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
        <translation>Pools de workers</translation>
    </message>
    <message>
        <source>Pool 0 runs one replica (the chief); pools 1–3 add workers, parameter servers and evaluators.</source>
        <translation>O pool 0 executa uma réplica (a principal); os pools 1–3 adicionam workers, servidores de parâmetros e avaliadores.</translation>
    </message>
    <message>
        <source>Pool &amp;%1</source>
        <translation>Pool &amp;%1</translation>
    </message>
    <message>
        <source> (unused)</source>
        <translation> (não usado)</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::VertexReviewPage</name>
    <message>
        <source>Review</source>
        <translation>Revisão</translation>
    </message>
    <message>
        <source>The job as it will be sent. Each text sends it again: copy the one you need.</source>
        <translation>O job do jeito que será enviado. Cada texto o envia de novo: copie o que você precisar.</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Problemas</translation>
    </message>
    <message>
        <source>&amp;JSON (REST body)</source>
        <translation>&amp;JSON (corpo REST)</translation>
    </message>
    <message>
        <source>&amp;YAML (--config file)</source>
        <translation>&amp;YAML (arquivo --config)</translation>
    </message>
    <message>
        <source>&amp;gcloud command</source>
        <translation>Comando &amp;gcloud</translation>
    </message>
    <message>
        <source>Co&amp;py</source>
        <translation>Co&amp;piar</translation>
    </message>
    <message>
        <source>The backend refused the job: %1</source>
        <translation>O back-end recusou o job: %1</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::VertexStudyPage</name>
    <message>
        <source>Double</source>
        <translation>Double</translation>
    </message>
    <message>
        <source>Integer</source>
        <translation>Inteiro</translation>
    </message>
    <message>
        <source>Categorical</source>
        <translation>Categórico</translation>
    </message>
    <message>
        <source>Discrete</source>
        <translation>Discreto</translation>
    </message>
    <message>
        <source>Study</source>
        <translation>Estudo</translation>
    </message>
    <message>
        <source>What each trial reports, which parameters it tries, and how many trials run.</source>
        <translation>O que cada teste relata, quais parâmetros ele experimenta e quantos testes são executados.</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>Métrica</translation>
    </message>
    <message>
        <source>as the trainer reports it (hypertune&apos;s metric tag)</source>
        <translation>do jeito que o aplicativo de treinamento a relata (a tag de métrica do hypertune)</translation>
    </message>
    <message>
        <source>M&amp;etric:</source>
        <translation>&amp;Métrica:</translation>
    </message>
    <message>
        <source>G&amp;oal:</source>
        <translation>M&amp;eta:</translation>
    </message>
    <message>
        <source>(choose)</source>
        <translation>(escolha)</translation>
    </message>
    <message>
        <source>Maximize</source>
        <translation>Maximizar</translation>
    </message>
    <message>
        <source>Minimize</source>
        <translation>Minimizar</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parâmetros</translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation>Parâmetro</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Range or values</source>
        <translation>Intervalo ou valores</translation>
    </message>
    <message>
        <source>When its parent is</source>
        <translation>Quando o pai for</translation>
    </message>
    <message>
        <source>&amp;Add parameter</source>
        <translation>Adicionar &amp;parâmetro</translation>
    </message>
    <message>
        <source>Add con&amp;ditional parameter</source>
        <translation>Adicionar parâmetro c&amp;ondicional</translation>
    </message>
    <message>
        <source>A parameter tried only when the selected one takes the values you list</source>
        <translation>Um parâmetro experimentado só quando o selecionado assume os valores que você listar</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Remover</translation>
    </message>
    <message>
        <source>Trials</source>
        <translation>Testes</translation>
    </message>
    <message>
        <source>Al&amp;gorithm:</source>
        <translation>Al&amp;goritmo:</translation>
    </message>
    <message>
        <source>default (Bayesian optimization)</source>
        <translation>padrão (otimização bayesiana)</translation>
    </message>
    <message>
        <source>Grid search</source>
        <translation>Pesquisa em grade</translation>
    </message>
    <message>
        <source>Random search</source>
        <translation>Pesquisa aleatória</translation>
    </message>
    <message>
        <source>Max. &amp;trials:</source>
        <translation>Máximo &amp;de testes:</translation>
    </message>
    <message>
        <source>&amp;Parallel trials:</source>
        <translation>Te&amp;stes paralelos:</translation>
    </message>
    <message>
        <source>Max. &amp;failed trials:</source>
        <translation>Máximo de testes com &amp;falha:</translation>
    </message>
    <message>
        <source>&amp;Stop trials early that fall below the median (median automated stopping)</source>
        <translation>Interromper antecipadamente os testes a&amp;baixo da mediana (parada automática pela mediana)</translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation>(sem nome)</translation>
    </message>
    <message>
        <source>Selected parameter</source>
        <translation>Parâmetro selecionado</translation>
    </message>
    <message>
        <source>Parameter &amp;ID:</source>
        <translation>&amp;ID do parâmetro:</translation>
    </message>
    <message>
        <source>T&amp;ype:</source>
        <translation>&amp;Tipo:</translation>
    </message>
    <message>
        <source>&amp;Minimum:</source>
        <translation>Mí&amp;nimo:</translation>
    </message>
    <message>
        <source>Ma&amp;ximum:</source>
        <translation>Má&amp;ximo:</translation>
    </message>
    <message>
        <source>&amp;Values (one a line):</source>
        <translation>Valores (&amp;um por linha):</translation>
    </message>
    <message>
        <source>Sca&amp;le:</source>
        <translation>Esca&amp;la:</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(nenhuma)</translation>
    </message>
    <message>
        <source>Linear</source>
        <translation>Linear</translation>
    </message>
    <message>
        <source>Logarithmic</source>
        <translation>Logarítmica</translation>
    </message>
    <message>
        <source>Reverse logarithmic</source>
        <translation>Logarítmica inversa</translation>
    </message>
    <message>
        <source>&amp;When the parent is (one a line):</source>
        <translation>&amp;Quando o pai for (um por linha):</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::VertexWizard</name>
    <message>
        <source>New Vertex AI job</source>
        <translation>Novo job do Vertex AI</translation>
    </message>
    <message>
        <source>&lt; &amp;Back</source>
        <translation>&lt; &amp;Voltar</translation>
    </message>
    <message>
        <source>&amp;Next &gt;</source>
        <translation>&amp;Avançar &gt;</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Cancelar</translation>
    </message>
    <message>
        <source>S&amp;ubmit</source>
        <translation>&amp;Enviar</translation>
    </message>
    <message>
        <source>Convert a v1 job</source>
        <translation>Converter um job v1</translation>
    </message>
    <message>
        <source>Jobs (*.json *.yaml *.yml *.sh *.txt);;All files (*)</source>
        <translation>Jobs (*.json *.yaml *.yml *.sh *.txt);;Todos os arquivos (*)</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::jobfiles</name>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>Não é possível ler %1: %2</translation>
    </message>
    <message>
        <source>%1 is too large for a job file</source>
        <translation>%1 é grande demais para um arquivo de job</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>Não é possível gravar %1: %2</translation>
    </message>
</context>
<context>
    <name>trainyard::ui::trialcsv</name>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>Não foi possível gravar %1: %2</translation>
    </message>
</context>
</TS>
