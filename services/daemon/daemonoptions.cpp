#include "daemonoptions.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QRegularExpression>

#include <cstdio>

namespace trainyard::daemon {

bool parseOptions(const QStringList& arguments, DaemonConfig& config)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate("trainyardd",
        "Runs AI Platform Training jobs on this workstation and serves the v1 jobs API for them."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption dataDir(QStringLiteral("data-dir"), QCoreApplication::translate("trainyardd", "Job database, logs and staged packages (default $XDG_DATA_HOME/trainyard)."), QStringLiteral("DIR"));
    const QCommandLineOption socket(QStringLiteral("socket"), QCoreApplication::translate("trainyardd", "Unix socket to listen on (default $XDG_RUNTIME_DIR/trainyard/daemon.sock)."), QStringLiteral("PATH"));
    const QCommandLineOption listen(QStringLiteral("listen"), QCoreApplication::translate("trainyardd", "Also listen on TCP, with a bearer token (port 0: any free port)."), QStringLiteral("HOST:PORT"));
    const QCommandLineOption tokenFile(QStringLiteral("token-file"), QCoreApplication::translate("trainyardd", "Bearer token for TCP clients; created (mode 0600) when absent (default DIR/token)."), QStringLiteral("FILE"));
    const QCommandLineOption tlsCert(QStringLiteral("tls-cert"), QCoreApplication::translate("trainyardd", "Serve HTTPS on --listen with this PEM certificate (the server's first, then its chain)."), QStringLiteral("FILE"));
    const QCommandLineOption tlsKey(QStringLiteral("tls-key"), QCoreApplication::translate("trainyardd", "The PEM private key of --tls-cert, unencrypted (keep it mode 0600)."), QStringLiteral("FILE"));
    const QCommandLineOption cleartext(QStringLiteral("insecure-cleartext-http"), QCoreApplication::translate("trainyardd",
        "Allow --listen on an address that is not loopback without --tls-cert. Dangerous: the bearer token and every job then "
        "cross the network in clear text, readable and replayable by anyone on the path."));
    const QCommandLineOption slotsOption(QStringLiteral("slots"), QCoreApplication::translate("trainyardd", "Replica processes run at once (default: twice the number of CPUs, at least 4; GPUs are never shared)."), QStringLiteral("N"));
    const QCommandLineOption gpus(QStringLiteral("gpus"), QCoreApplication::translate("trainyardd", "GPU indices jobs may use, comma-separated (default: none)."), QStringLiteral("LIST"));
    const QCommandLineOption python(QStringLiteral("python"), QCoreApplication::translate("trainyardd", "Interpreter for trainer packages (default /usr/bin/python3)."), QStringLiteral("PATH"));
    const QCommandLineOption grace(QStringLiteral("grace"), QCoreApplication::translate("trainyardd", "Seconds between SIGTERM and SIGKILL when stopping replicas (default 10)."), QStringLiteral("SECONDS"));
    const QCommandLineOption restarts(QStringLiteral("max-restarts"), QCoreApplication::translate("trainyardd", "Restarts per replica found dead after a daemon restart (default 3)."), QStringLiteral("N"));
    const QCommandLineOption sampleRate(QStringLiteral("sample-rate"), QCoreApplication::translate("trainyardd", "Resource samples per second of each running replica, 0.1 to 10 (default 1)."), QStringLiteral("HZ"));
    const QCommandLineOption containerEngine(QStringLiteral("container-engine"), QCoreApplication::translate("trainyardd", "podman or docker binary for custom-container jobs (default: podman on PATH, else docker)."), QStringLiteral("PATH"));
    const QCommandLineOption containerRuntime(QStringLiteral("container-runtime"), QCoreApplication::translate("trainyardd", "OCI runtime the container engine is to use, passed as --runtime (default: the engine's own)."), QStringLiteral("NAME"));
    const QCommandLineOption executorImages(QStringLiteral("executor-images"), QCoreApplication::translate("trainyardd", "Where a Vertex AI pool of Python packages runs: local, with the interpreter of --python (default), or container, inside its executorImageUri under the container engine as Vertex AI runs it (the image pulled like a custom container's; local when no engine is found)."), QStringLiteral("local|container"));
    const QCommandLineOption maxConnections(QStringLiteral("max-connections"), QCoreApplication::translate("trainyardd", "Connections held at once, Unix socket and TCP together (default 512, at most half the descriptor limit)."), QStringLiteral("N"));
    const QCommandLineOption maxTcpConnections(QStringLiteral("max-tcp-connections"), QCoreApplication::translate("trainyardd", "TCP connections held at once (default 256, at most a quarter of the descriptor limit)."), QStringLiteral("N"));
    const QCommandLineOption headTimeout(QStringLiteral("head-timeout"), QCoreApplication::translate("trainyardd", "Seconds a request head may take to arrive (default 10)."), QStringLiteral("SECONDS"));
    const QCommandLineOption bodyTimeout(QStringLiteral("body-timeout"), QCoreApplication::translate("trainyardd", "Seconds a request body may take to arrive after its head (default 60)."), QStringLiteral("SECONDS"));
    const QCommandLineOption idleTimeout(QStringLiteral("idle-timeout"), QCoreApplication::translate("trainyardd", "Seconds a connection may wait without a request before it is closed (default 60)."), QStringLiteral("SECONDS"));
    const QCommandLineOption schedulerSlice(QStringLiteral("scheduler-slice"), QCoreApplication::translate("trainyardd", "Scheduler slice of the daemon's event loop in microseconds, 100 to 100000, so that it answers promptly while trainers keep the CPUs busy (Linux 6.12 and later; default 200; 0 keeps the kernel's)."), QStringLiteral("MICROSECONDS"));
    const QCommandLineOption slurm(QStringLiteral("slurm"), QCoreApplication::translate("trainyardd", "Adds a location NAME that runs jobs on this partition of the Slurm cluster SLURM_CONF names, with Slurm's commands on PATH; jobs whose region is NAME run there (repeatable)."), QStringLiteral("NAME=PARTITION"));
    const QCommandLineOption slurmTask(QStringLiteral("slurm-task-program"), QCoreApplication::translate("trainyardd", "The trainyardd that Slurm tasks run on the nodes, on a path every node sees (default: this program)."), QStringLiteral("PATH"));
    parser.addOptions({ slurm, slurmTask, tlsCert, tlsKey, cleartext });
    parser.addOptions({ dataDir, socket, listen, tokenFile, slotsOption, gpus, python, grace, restarts, sampleRate, containerEngine, containerRuntime, executorImages, maxConnections, maxTcpConnections,
        headTimeout, bodyTimeout, idleTimeout, schedulerSlice });
    if (!parser.parse(arguments)) {
        std::fprintf(stderr, "trainyardd: %s\n", qPrintable(parser.errorText()));
        return false;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        std::printf("%s", qPrintable(parser.helpText()));
        return false;
    }
    if (parser.isSet(QStringLiteral("version"))) {
        std::printf("trainyardd %s\n", qPrintable(QCoreApplication::applicationVersion()));
        return false;
    }
    const auto number = [&](const QCommandLineOption& option, int minimum, int& out) {
        if (!parser.isSet(option))
            return true;
        bool ok = false;
        const int value = parser.value(option).toInt(&ok);
        if (!ok || value < minimum) {
            std::fprintf(stderr, "trainyardd: --%s must be a whole number of at least %d\n", qPrintable(option.names().front()), minimum);
            return false;
        }
        out = value;
        return true;
    };
    if (!number(slotsOption, 1, config.replicaSlots) || !number(grace, 0, config.graceSeconds) || !number(restarts, 0, config.maxRestarts))
        return false;
    if (!number(schedulerSlice, 0, config.schedulerSliceUs))
        return false;
    if (config.schedulerSliceUs != 0 && (config.schedulerSliceUs < 100 || config.schedulerSliceUs > 100'000)) {
        std::fprintf(stderr, "trainyardd: --scheduler-slice must be 0 or from 100 to 100000 microseconds (the kernel's range)\n");
        return false;
    }
    ConnectionLimits& connections = config.connections;
    if (!number(maxConnections, 1, connections.maxConnections) || !number(maxTcpConnections, 1, connections.maxTcpConnections))
        return false;
    const auto seconds = [&](const QCommandLineOption& option, int& milliseconds) {
        int value = milliseconds / 1000;
        if (!number(option, 1, value) || value > 24 * 3600) {
            if (value > 24 * 3600)
                std::fprintf(stderr, "trainyardd: --%s must be at most a day (86400)\n", qPrintable(option.names().front()));
            return false;
        }
        milliseconds = value * 1000;
        return true;
    };
    if (!seconds(headTimeout, connections.headTimeoutMs) || !seconds(bodyTimeout, connections.bodyTimeoutMs) || !seconds(idleTimeout, connections.idleTimeoutMs))
        return false;
    if (parser.isSet(gpus)) {
        for (const QString& item : parser.value(gpus).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            bool ok = false;
            const int index = item.trimmed().toInt(&ok);
            if (!ok || index < 0) {
                std::fprintf(stderr, "trainyardd: --gpus takes GPU indices such as 0,1; \"%s\" is not one\n", qPrintable(item));
                return false;
            }
            config.gpus.push_back(index);
        }
    }
    if (parser.isSet(sampleRate)) {
        bool ok = false;
        const double hz = parser.value(sampleRate).toDouble(&ok);
        if (!ok || hz < 0.1 || hz > 10.0) {
            std::fprintf(stderr, "trainyardd: --sample-rate must be a number of samples per second from 0.1 to 10, not \"%s\"\n",
                qPrintable(parser.value(sampleRate)));
            return false;
        }
        config.sampleRateHz = hz;
    }
    config.dataDir = parser.value(dataDir).toStdString();
    config.socketPath = parser.value(socket).toStdString();
    config.listenAddress = parser.value(listen).toStdString();
    config.tokenFile = parser.value(tokenFile).toStdString();
    config.tlsCertFile = parser.value(tlsCert).toStdString();
    config.tlsKeyFile = parser.value(tlsKey).toStdString();
    config.insecureCleartextHttp = parser.isSet(cleartext);
    if ((parser.isSet(tlsCert) || parser.isSet(tlsKey) || config.insecureCleartextHttp) && config.listenAddress.empty()) {
        std::fprintf(stderr, "trainyardd: --%s is for the TCP listener: give --listen HOST:PORT too\n",
            parser.isSet(tlsCert) ? "tls-cert" : parser.isSet(tlsKey) ? "tls-key" : "insecure-cleartext-http");
        return false;
    }
    if (config.tlsCertFile.empty() != config.tlsKeyFile.empty()) {
        std::fprintf(stderr, "trainyardd: %s needs %s too\n", config.tlsCertFile.empty() ? "--tls-key" : "--tls-cert",
            config.tlsCertFile.empty() ? "--tls-cert (the certificate of that key)" : "--tls-key (the certificate's private key)");
        return false;
    }
    if (parser.isSet(python))
        config.python = parser.value(python).toStdString();
    if (parser.isSet(containerEngine)) {
        if (parser.value(containerEngine).isEmpty()) {
            std::fprintf(stderr, "trainyardd: --container-engine needs the path of podman or docker\n");
            return false;
        }
        config.containerEngine = parser.value(containerEngine).toStdString();
    }
    config.containerRuntime = parser.value(containerRuntime).toStdString();
    if (parser.isSet(executorImages)) {
        const QString mode = parser.value(executorImages);
        if (mode != QLatin1String("local") && mode != QLatin1String("container")) {
            std::fprintf(stderr, "trainyardd: --executor-images takes local or container, not \"%s\"\n", qPrintable(mode));
            return false;
        }
        config.executorImagesInContainers = mode == QLatin1String("container");
    }
    for (const QString& value : parser.values(slurm)) {
        const qsizetype equals = value.indexOf(QLatin1Char('='));
        const QString name = value.left(equals);
        const QString partition = equals < 0 ? QString() : value.mid(equals + 1);
        static const QRegularExpression validName(QStringLiteral("^[a-z][a-z0-9-]{0,62}$"));
        if (equals < 0 || partition.isEmpty() || !validName.match(name).hasMatch() || name == QLatin1String("local")) {
            std::fprintf(stderr, "trainyardd: --slurm takes NAME=PARTITION, NAME a location id (lower-case letters, digits and '-', "
                "starting with a letter, not \"local\"); \"%s\" is not one\n", qPrintable(value));
            return false;
        }
        for (const auto& existing : config.slurmLocations) {
            if (existing.name == name.toStdString()) {
                std::fprintf(stderr, "trainyardd: --slurm names location \"%s\" twice\n", qPrintable(name));
                return false;
            }
        }
        config.slurmLocations.push_back({ name.toStdString(), partition.toStdString() });
    }
    config.slurmTaskProgram = parser.value(slurmTask).toStdString();
    if (!parser.positionalArguments().isEmpty()) {
        std::fprintf(stderr, "trainyardd: unexpected argument %s\n", qPrintable(parser.positionalArguments().front()));
        return false;
    }
    return true;
}

} // namespace trainyard::daemon
