#pragma once

#include "enums.h"
#include "status.h"

#include "spec/duration.h"
#include "spec/timestamp.h"
#include "spec/unknownfields.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace trainyard::spec::vertex {

// GoogleCloudAiplatformV1CustomJob and the messages it holds, field for field as the discovery
// document names them. As in the v1 types, every field is optional so that "absent" and "present
// with the default" stay distinct through a round trip, and members this build does not know are
// kept in `unknown`. Kept as text where the service, not a compiled enum, decides what exists
// (machine types, accelerator types, disk types): the catalog checks them.

struct EnvVar {
    std::optional<std::string> name;
    std::optional<std::string> value;
    UnknownFields unknown;
    friend bool operator==(const EnvVar&, const EnvVar&) = default;
};

struct ReservationAffinity {
    std::optional<Enum<ReservationAffinityType>> reservationAffinityType;
    std::optional<std::string> key;
    std::optional<std::vector<std::string>> values;
    UnknownFields unknown;
    friend bool operator==(const ReservationAffinity&, const ReservationAffinity&) = default;
};

struct MachineSpec {
    std::optional<std::string> machineType; // "n1-standard-4"
    std::optional<std::string> acceleratorType; // "NVIDIA_TESLA_T4"; an enum on the wire, checked by the catalog
    std::optional<std::int32_t> acceleratorCount;
    std::optional<std::string> tpuTopology;
    std::optional<std::string> gpuPartitionSize;
    std::optional<ReservationAffinity> reservationAffinity;
    UnknownFields unknown;
    friend bool operator==(const MachineSpec&, const MachineSpec&) = default;
};

struct DiskSpec {
    std::optional<std::string> bootDiskType; // "pd-ssd" (default) or "pd-standard"
    std::optional<std::int32_t> bootDiskSizeGb; // default 100
    UnknownFields unknown;
    friend bool operator==(const DiskSpec&, const DiskSpec&) = default;
};

struct ContainerSpec {
    std::optional<std::string> imageUri;
    std::optional<std::vector<std::string>> command;
    std::optional<std::vector<std::string>> args;
    std::optional<std::vector<EnvVar>> env;
    UnknownFields unknown;
    friend bool operator==(const ContainerSpec&, const ContainerSpec&) = default;
};

struct PythonPackageSpec {
    std::optional<std::string> executorImageUri; // a prebuilt training container
    std::optional<std::vector<std::string>> packageUris;
    std::optional<std::string> pythonModule;
    std::optional<std::vector<std::string>> args;
    std::optional<std::vector<EnvVar>> env;
    UnknownFields unknown;
    friend bool operator==(const PythonPackageSpec&, const PythonPackageSpec&) = default;
};

struct NfsMount {
    std::optional<std::string> server;
    std::optional<std::string> path;
    std::optional<std::string> mountPoint;
    UnknownFields unknown;
    friend bool operator==(const NfsMount&, const NfsMount&) = default;
};

struct LustreMount {
    std::optional<std::string> instanceIp;
    std::optional<std::string> volumeHandle;
    std::optional<std::string> filesystem;
    std::optional<std::string> mountPoint;
    UnknownFields unknown;
    friend bool operator==(const LustreMount&, const LustreMount&) = default;
};

// Pool i of a job: 0 the primary (chief), 1 the workers, 2 parameter servers (or a Reduction
// Server), 3 evaluators. An unused pool in the middle is sent as {} (no field set).
struct WorkerPoolSpec {
    std::optional<ContainerSpec> containerSpec;
    std::optional<PythonPackageSpec> pythonPackageSpec;
    std::optional<MachineSpec> machineSpec;
    std::optional<std::int64_t> replicaCount; // int64: a string on the wire
    std::optional<std::vector<NfsMount>> nfsMounts;
    std::optional<std::vector<LustreMount>> lustreMounts;
    std::optional<DiskSpec> diskSpec;
    UnknownFields unknown;
    friend bool operator==(const WorkerPoolSpec&, const WorkerPoolSpec&) = default;
};

struct Scheduling {
    std::optional<Duration> timeout;
    std::optional<bool> restartJobOnWorkerRestart;
    std::optional<Enum<Strategy>> strategy;
    std::optional<bool> disableRetries;
    std::optional<Duration> maxWaitDuration;
    UnknownFields unknown;
    friend bool operator==(const Scheduling&, const Scheduling&) = default;
};

struct GcsDestination {
    std::optional<std::string> outputUriPrefix; // "gs://bucket/dir/"; on the daemon also a local path
    UnknownFields unknown;
    friend bool operator==(const GcsDestination&, const GcsDestination&) = default;
};

struct EncryptionSpec {
    std::optional<std::string> kmsKeyName;
    UnknownFields unknown;
    friend bool operator==(const EncryptionSpec&, const EncryptionSpec&) = default;
};

struct CustomJobSpec {
    std::optional<std::string> persistentResourceId;
    std::optional<std::vector<WorkerPoolSpec>> workerPoolSpecs;
    std::optional<Scheduling> scheduling;
    std::optional<std::string> serviceAccount;
    std::optional<std::string> network;
    std::optional<std::vector<std::string>> reservedIpRanges;
    std::optional<OpaqueJson> pscInterfaceConfig; // private service connect: passed through, never interpreted
    std::optional<GcsDestination> baseOutputDirectory;
    std::optional<std::string> protectedArtifactLocationId;
    std::optional<std::string> tensorboard;
    std::optional<bool> enableWebAccess;
    std::optional<bool> enableDashboardAccess;
    std::optional<std::string> experiment;
    std::optional<std::string> experimentRun;
    std::optional<std::vector<std::string>> models;
    UnknownFields unknown;
    friend bool operator==(const CustomJobSpec&, const CustomJobSpec&) = default;
};

struct CustomJob {
    std::optional<std::string> name; // output: projects/{p}/locations/{l}/customJobs/{id}
    std::optional<std::string> displayName;
    std::optional<CustomJobSpec> jobSpec;
    std::optional<Enum<JobState>> state;
    std::optional<Timestamp> createTime;
    std::optional<Timestamp> startTime;
    std::optional<Timestamp> endTime;
    std::optional<Timestamp> updateTime;
    std::optional<Status> error;
    std::optional<std::map<std::string, std::string>> labels;
    std::optional<EncryptionSpec> encryptionSpec;
    std::optional<std::map<std::string, std::string>> webAccessUris;
    std::optional<bool> satisfiesPzs;
    std::optional<bool> satisfiesPzi;
    UnknownFields unknown;
    friend bool operator==(const CustomJob&, const CustomJob&) = default;
};

// The job without what only the server sets (name, state, times, error, web access URIs, pz flags):
// what a client sends on create, or exports to a config file.
CustomJob withoutOutputFields(CustomJob job);

} // namespace trainyard::spec::vertex
